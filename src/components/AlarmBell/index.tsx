/** The header's alarm bell (the alarms issue fills it in). */
export default function AlarmBell() {
  return null;
}
