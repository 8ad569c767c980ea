// The form of a saved style sheet, as ./form.ts checks it before the app adds to it and the boot script
// (src/speed/boot/styles.ts, with the same checks) before applying it: one table of hostile sheets for both.
import { applySavedStyles } from '@/speed/boot/styles';
import { MAX_SAVED_CHARS, SAVED_STYLES_KEY as KEY, savedStylesOf } from './form';

/** A sheet as antd's style engine writes it (strings with escapes, @media, @keyframes, the cache paths). */
const GOOD = {
  build: 'b-1',
  theme: 'light',
  css:
    ':where(.css-1g3r1lh).ant-btn{font-family:"Segoe UI",\'Helvetica Neue\';}.ant-row::after{content:"\\20";}' +
    '@media (max-width:575px){.ant-col{flex:0 0 100%}}@keyframes antFadeIn{0%{opacity:0}100%{opacity:1}}' +
    '.ant-tag::before{content:"{\\"}";}',
  paths: '1g3r1lh|Shared|ant:1u4dnx0;1g3r1lh|Button-Button|ant-btn|anticon:1lvhfgh',
};

const HOSTILE: Array<[string, unknown]> = [
  ['not an object', 'css'],
  ['an array', [GOOD.build, GOOD.theme, GOOD.css, GOOD.paths]],
  ['null fields', { ...GOOD, css: null }],
  ['a missing field', { build: GOOD.build, theme: GOOD.theme, css: GOOD.css }],
  ['an extra field', { ...GOOD, html: '<b>' }],
  ['css not a string', { ...GOOD, css: ['.a{}'] }],
  ['paths not a string', { ...GOOD, paths: { a: 1 } }],
  ['an unknown theme', { ...GOOD, theme: 'neon' }],
  ['a carriage return in the paths', { ...GOOD, paths: 'a:1\r;}body{display:none}' }],
  ['a form feed in the paths', { ...GOOD, paths: 'a:1\f}body{display:none}' }],
  ['a quote in the paths', { ...GOOD, paths: 'a:1";}body{display:none}' }],
  ['a backslash in the paths', { ...GOOD, paths: 'a:1\\' }],
  ['a vertical tab in the paths', { ...GOOD, paths: 'a:\u000b1' }],
  ['a path without a hash', { ...GOOD, paths: 'a' }],
  ['empty paths', { ...GOOD, paths: '' }],
  ['a space in the paths', { ...GOOD, paths: 'a b:1' }],
  ['a control character in the css', { ...GOOD, css: '.a{color:red}\u0000' }],
  ['a new line in the css', { ...GOOD, css: '.a{content:"x\n}body{display:none}"}' }],
  ['a carriage return in the css', { ...GOOD, css: '.a{content:"x\r"}' }],
  ['a form feed in the css', { ...GOOD, css: '.a{content:"x\f"}' }],
  ['a string left open', { ...GOOD, css: '.a{content:"x}' }],
  ['a closing brace too many', { ...GOOD, css: '.a{}}body{display:none}' }],
  ['a block left open', { ...GOOD, css: '.a{color:red' }],
  ['an @import', { ...GOOD, css: '@import "/evil.css";.a{}' }],
  ['an @IMPORT', { ...GOOD, css: '@IMPORT url(/evil.css);' }],
  ['a @font-face', { ...GOOD, css: '@font-face{font-family:x;src:local(x)}' }],
  ['a url()', { ...GOOD, css: '.a{background:url(/api/ropc/settings)}' }],
  ['a URL() in capitals', { ...GOOD, css: '.a{background:URL(x)}' }],
  ['an escaped url()', { ...GOOD, css: '.a{background:\\75 rl(x)}' }],
  ['an image-set()', { ...GOOD, css: '.a{background:image-set("x" 1x)}' }],
  ['an expression()', { ...GOOD, css: '.a{width:expression(alert(1))}' }],
  ['its own cache-path rule', { ...GOOD, css: '.data-ant-cssinjs-cache-path{content:"x:1"}' }],
  ['over the size limit', { ...GOOD, css: `.a{content:"${'x'.repeat(MAX_SAVED_CHARS)}"}` }],
];

/** Whether the boot script applies what localStorage holds (and leaves it there). */
function bootApplies(value: unknown) {
  localStorage.setItem(KEY, JSON.stringify(value));
  applySavedStyles(document, 'light', true);
  const sheet = document.getElementById('ropc-saved-styles');
  return { applied: sheet !== null, text: sheet?.textContent, kept: localStorage.getItem(KEY) !== null };
}

beforeEach(() => {
  localStorage.clear();
  document.head.replaceChildren();
  document.head.insertAdjacentHTML('beforeend', '<meta name="ropc-build" content="b-1">');
});

describe('the form of a saved style sheet', () => {
  it('accepts a sheet as antd writes it, in the app and in boot', () => {
    expect(savedStylesOf(GOOD, 'b-1', 'light')).toEqual(GOOD);
    expect(bootApplies(GOOD)).toEqual({
      applied: true,
      text: `${GOOD.css}.data-ant-cssinjs-cache-path{content:"${GOOD.paths}";}`,
      kept: true,
    });
  });

  it('accepts a sheet of this build and theme only (another one is kept for its own build)', () => {
    expect(savedStylesOf(GOOD, 'b-2', 'light')).toBeUndefined();
    expect(savedStylesOf(GOOD, 'b-1', 'dark')).toBeUndefined();
    expect(savedStylesOf(GOOD, '', 'light')).toBeUndefined();
    expect(bootApplies({ ...GOOD, build: 'b-0' })).toEqual({ applied: false, text: undefined, kept: true });
  });

  it.each(HOSTILE)('refuses %s: the app starts over, boot applies nothing and removes it', (_, value) => {
    expect(savedStylesOf(value, 'b-1', 'light')).toBeUndefined();
    expect(bootApplies(value)).toEqual({ applied: false, text: undefined, kept: false });
  });

  it('boot removes a value that is not JSON', () => {
    localStorage.setItem(KEY, '{"build":');
    applySavedStyles(document, 'light', true);
    expect(document.getElementById('ropc-saved-styles')).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
