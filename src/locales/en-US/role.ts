// Messages of the role area (keys start with the area's prefix).
export default {
  'role.title': 'role',
};
