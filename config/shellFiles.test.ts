/** The static shell's CSS as config/appShell.ts inlines it into index.html. */
import { LOGO_URL } from './shared';
import { shellCss } from './shellFiles';

describe('the static shell', () => {
  it("shows the header's own logo, an address the CSS can hold as it is", () => {
    const css = shellCss();
    expect(css).toContain(
      `.app-shell-logo { width: 28px; height: 28px; margin-top: 1px; background: center / contain no-repeat url("${LOGO_URL}"); }`,
    );
    expect(css).not.toContain('url(LOGO_URL)');
    // Nothing in the address ends the CSS string or the <style> element it stands in.
    expect(decodeURIComponent(LOGO_URL.replace(/^data:image\/svg\+xml,/, ''))).toMatch(/^<svg [^]*<\/svg>$/);
    expect(LOGO_URL).not.toMatch(/["'<>\\\s]/);
  });
});
