/**
 * The console's logo as a data: address (the CSP's img-src allows data:), so the header paints it in the frame it
 * first paints, with no request to wait for; the static shell of index.html shows the same (config/shellFiles.ts
 * writes this address into the shell's CSS), so the logo stands still when the app takes over.
 */
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0958d9"/>' +
  '<circle cx="32" cy="34" r="16" fill="#fff"/><circle cx="32" cy="34" r="6" fill="#0958d9"/>' +
  '<rect x="22" y="10" width="20" height="6" rx="3" fill="#fff"/></svg>';

export const LOGO_URL = `data:image/svg+xml,${encodeURIComponent(LOGO_SVG)}`;
