// Messages of the home area (keys start with the area's prefix).
export default {
  'home.title': 'home',
};
