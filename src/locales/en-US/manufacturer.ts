// Messages of the manufacturer area (keys start with the area's prefix).
export default {
  'manufacturer.title': 'manufacturer',
};
