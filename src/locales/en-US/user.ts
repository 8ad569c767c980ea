// Messages of the user area (keys start with the area's prefix).
export default {
  'user.title': 'user',
};
