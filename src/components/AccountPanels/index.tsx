/** Personal Center and Platform Settings drawers, opened from the user menu by ?panel=profile|settings. */
export default function AccountPanels() {
  return null;
}
