// Messages of the alarm area (keys start with the area's prefix).
export default {
  'alarm.title': 'alarm',
};
