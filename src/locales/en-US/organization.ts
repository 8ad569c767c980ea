// Messages of the organization area (keys start with the area's prefix).
export default {
  'organization.title': 'organization',
};
