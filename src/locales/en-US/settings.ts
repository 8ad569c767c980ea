// Messages of the settings area (keys start with the area's prefix).
export default {
  'settings.title': 'settings',
};
