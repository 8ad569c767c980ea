// The route table of the specification (section 2). Menu entries carry `name` (a menu.* locale key) and
// `access` (a flag from src/access.ts); pages load on demand.
export default [
  { path: '/', redirect: '/home' },
  { path: '/home', name: 'home', icon: 'HomeOutlined', component: './Home', access: 'home' },
  {
    path: '/organization',
    name: 'organization',
    icon: 'ApartmentOutlined',
    component: './Organization',
    access: 'organization',
  },
  {
    path: '/manufacturer',
    name: 'manufacturer',
    icon: 'ShopOutlined',
    component: './Manufacturer',
    access: 'manufacturer',
  },
  { path: '/user', name: 'user', icon: 'TeamOutlined', component: './User', access: 'user' },
  { path: '/account', name: 'account', icon: 'IdcardOutlined', component: './Account', access: 'account' },
  { path: '/role', name: 'role', icon: 'SafetyCertificateOutlined', component: './Role', access: 'role' },
  { path: '/noAuth', name: 'noAuth', component: './NoAuth', layout: false, hideInMenu: true },
  { path: '/exception', name: 'exception', component: './Exception', layout: false, hideInMenu: true },
  {
    path: '/document',
    name: 'document',
    component: '@/shell/layout/DocumentLayout',
    layout: false,
    hideInMenu: true,
    routes: [
      { path: '/document', redirect: '/document/productDocumentation' },
      {
        path: '/document/productDocumentation',
        name: 'productDocumentation',
        component: './Document/ProductDocumentation',
      },
      {
        path: '/document/maintenanceInstructions',
        name: 'maintenanceInstructions',
        component: './Document/MaintenanceInstructions',
      },
    ],
  },
  { path: '*', name: 'notFound', component: './NotFound', layout: false },
];
