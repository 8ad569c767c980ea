// Keys follow Umi's layout convention: menu.<route name>.
export default {
  'menu.home': 'Home',
  'menu.organization': 'Organization Management',
  'menu.manufacturer': 'Manufacturer Management',
  'menu.user': 'User Management',
  'menu.account': 'Account Management',
  'menu.role': 'Role Management',
  'menu.noAuth': 'No Permission',
  'menu.exception': 'Error',
  'menu.notFound': 'Page Not Found',
  'menu.document': 'Documentation',
  'menu.document.productDocumentation': 'Product Documentation',
  'menu.document.maintenanceInstructions': 'Maintenance Instructions',
};
