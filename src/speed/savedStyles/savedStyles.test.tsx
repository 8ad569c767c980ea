// antd's generated styles saved for the next visit, and read back by antd's style engine instead of generated.
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { reset as resetCachePaths } from '@ant-design/cssinjs/lib/util/cacheMapUtil';
import { render } from '@testing-library/react';
import { Alert, Button, Tag } from 'antd';
import type { ReactNode } from 'react';
import {
  addNewStyles,
  MAX_SAVED_CHARS,
  readSaved,
  SAVED_STYLES_KEY,
  saveStyles,
  type SavedStyles,
} from './savedStyles';

type Cache = ReturnType<typeof createCache>;

function renderWith(cache: Cache, ui: ReactNode) {
  return render(<StyleProvider cache={cache}>{ui}</StyleProvider>);
}

/** The same page later: what it showed, and more. */
const withMore = (cache: Cache, ...more: ReactNode[]) => (
  <StyleProvider cache={cache}>
    <Button>Save</Button>
    <Tag>New</Tag>
    {more}
  </StyleProvider>
);

const saved = () => JSON.parse(localStorage.getItem(SAVED_STYLES_KEY) || 'null') as SavedStyles | null;
const pathsOf = (styles: SavedStyles | null) => (styles?.paths || '').split(';').map((item) => item.split(':')[0]);
const buttonStyleTags = () =>
  [...document.head.querySelectorAll('style')].filter((s) => s.textContent?.includes('.ant-btn')).length;

beforeEach(() => {
  localStorage.clear();
  document.head.replaceChildren();
  resetCachePaths(undefined as never);
});

describe('saveStyles', () => {
  it('saves the styles this visit generated with their cache paths, then only what is new', () => {
    const cache = createCache();
    const { rerender } = renderWith(cache, <Button>Save</Button>);
    saveStyles(cache, 'light', 'build-1');
    const first = saved();
    expect(first?.build).toBe('build-1');
    expect(first?.theme).toBe('light');
    expect(first?.css).toContain('.ant-btn');
    expect(first?.css).not.toContain('data-ant-cssinjs-cache-path');
    expect(pathsOf(first).some((p) => p.includes('Button'))).toBe(true);

    rerender(withMore(cache));
    saveStyles(cache, 'light', 'build-1');
    const second = saved();
    expect(second?.css.startsWith(first!.css)).toBe(true);
    expect(second?.css).toContain('.ant-tag');
    expect(pathsOf(second).some((p) => p.includes('Tag'))).toBe(true);
    expect(pathsOf(second)).toEqual(expect.arrayContaining(pathsOf(first)));

    // Nothing new: nothing written.
    localStorage.setItem(SAVED_STYLES_KEY, JSON.stringify({ ...second, css: `${second!.css}/*marker*/` }));
    saveStyles(cache, 'light', 'build-1');
    expect(saved()?.css.endsWith('/*marker*/')).toBe(true);
  });

  it("saves nothing with savedStyles: 'off' in config.js, and removes what an earlier visit saved", () => {
    const cache = createCache();
    renderWith(cache, <Button>Save</Button>);
    saveStyles(cache, 'light', 'build-1');
    expect(saved()).not.toBeNull();
    window.ROPC_CONFIG = { savedStyles: 'off' };
    try {
      saveStyles(cache, 'light', 'build-1');
      expect(saved()).toBeNull();
    } finally {
      delete window.ROPC_CONFIG;
    }
  });

  it('the next visit reads them back: antd does not generate or inject them, and they are not saved twice', () => {
    const cache = createCache();
    const first = renderWith(cache, <Button>Save</Button>);
    saveStyles(cache, 'light', 'build-1');
    first.unmount();
    const styles = saved()!;
    // What antd's engine reads from the stylesheet boot.js writes (.data-ant-cssinjs-cache-path's content).
    resetCachePaths(Object.fromEntries(styles.paths.split(';').map((item) => item.split(':'))), true);
    document.head.replaceChildren();
    const next = createCache();
    renderWith(next, <Button>Save</Button>);
    expect(buttonStyleTags()).toBe(0);
    expect(addNewStyles(next, 'build-1', 'light', () => styles)).toBeUndefined();
  });

  it("adds to what this page wrote without parsing it again, and reads another tab's sheet", () => {
    const cache = createCache();
    const { rerender } = renderWith(cache, <Button>Save</Button>);
    saveStyles(cache, 'light', 'build-1');
    const parse = jest.spyOn(JSON, 'parse');
    rerender(withMore(cache));
    saveStyles(cache, 'light', 'build-1');
    expect(parse).not.toHaveBeenCalled();
    expect(saved()?.css).toContain('.ant-tag');

    // Another tab wrote in between: its sheet is read, checked and added to.
    const other = { ...saved()!, css: `${saved()!.css}.other-tab{color:red}` };
    localStorage.setItem(SAVED_STYLES_KEY, JSON.stringify(other));
    rerender(withMore(cache, <Alert key="alert" message="More" />));
    parse.mockClear();
    saveStyles(cache, 'light', 'build-1');
    expect(parse).toHaveBeenCalledTimes(1);
    parse.mockRestore();
    expect(saved()?.css).toContain('.other-tab{color:red}');
  });

  it('another build starts over, and a sheet grown too big is dropped', () => {
    localStorage.setItem(
      SAVED_STYLES_KEY,
      JSON.stringify({ build: 'build-0', theme: 'light', css: '.old{}', paths: 'old:1' }),
    );
    expect(readSaved('build-1', 'light')).toBeUndefined();
    const cache = createCache();
    renderWith(cache, <Button>Save</Button>);
    saveStyles(cache, 'light', 'build-1');
    expect(saved()?.css).not.toContain('.old{}');
    expect(pathsOf(saved())).not.toContain('old');

    const big: SavedStyles = { build: 'build-2', theme: 'light', css: 'x'.repeat(MAX_SAVED_CHARS), paths: 'big:1' };
    localStorage.setItem(SAVED_STYLES_KEY, JSON.stringify(big));
    const other = createCache();
    renderWith(other, <Tag>New</Tag>);
    saveStyles(other, 'light', 'build-2');
    expect(localStorage.getItem(SAVED_STYLES_KEY)).toBeNull();
  });

  it('keeps one theme per sheet: a visit in the other theme starts over, and its sheet is not read in this one', () => {
    const light = createCache();
    renderWith(light, <Button>Save</Button>);
    saveStyles(light, 'light', 'build-1');
    const lightSheet = saved()!;
    expect(readSaved('build-1', 'light')).toEqual(lightSheet);
    expect(readSaved('build-1', 'dark')).toBeUndefined();

    document.head.replaceChildren();
    const dark = createCache();
    renderWith(dark, <Tag>New</Tag>);
    saveStyles(dark, 'dark', 'build-1');
    const darkSheet = saved()!;
    expect(darkSheet.theme).toBe('dark');
    expect(darkSheet.css).toContain('.ant-tag');
    expect(darkSheet.css).not.toContain('.ant-btn');
    expect(pathsOf(darkSheet).some((p) => p.includes('Button'))).toBe(false);
    expect(readSaved('build-1', 'light')).toBeUndefined();
  });

  it('saves nothing without a build (npm start), and survives a full storage', () => {
    const cache = createCache();
    renderWith(cache, <Button>Save</Button>);
    saveStyles(cache, 'light', '');
    expect(localStorage.getItem(SAVED_STYLES_KEY)).toBeNull();
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => saveStyles(cache, 'light', 'build-1')).not.toThrow();
    setItem.mockRestore();
  });
});
