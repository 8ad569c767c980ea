// Messages of the profile area (keys start with the area's prefix).
export default {
  'profile.title': 'profile',
};
