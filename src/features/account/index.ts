/** The account feature's public surface: My account and Platform Settings (the drawers over any page, opened by
 * ?panel=), the first-password step and pending invitations (loaded on demand: few sessions need them). Import it
 * from here; its folders are its own. */
export { LazyFirstPasswordStep, LazyPendingInvitations } from './gate/lazy';
export { mustChangePassword } from './gate/mustChangePassword';
export { default as AccountPanels } from './panels';
export { usePanelUrl } from './panels/panelUrl';
export { default as OrgSettingsButton } from './settings/OrgSettingsButton';
