// Messages of the shell area (keys start with the area's prefix).
export default {
  'shell.title': 'shell',
};
