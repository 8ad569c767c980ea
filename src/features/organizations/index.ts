/** The organisation switcher in the header and the picker it opens (virtualised, for thousands of organisations). */
export { default as OrgSwitcher } from './switcher/OrgSwitcher';
