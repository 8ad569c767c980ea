/** The full alarm list drawer, driven by query parameters (the alarms issue fills it in). */
export default function AlarmCenter() {
  return null;
}
