// Messages of the tutorial area (keys start with the area's prefix).
export default {
  'tutorial.title': 'Video tutorials',
};
