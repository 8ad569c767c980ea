/**
 * Stands in for the layout plugin's default header content (avatar menu and Umi's SelectLang), wired in
 * config/bundle.ts: the console sets `rightContentRender: false` and renders its own header actions.
 */
export function getRightRenderContent() {
  return null;
}
