// The CSS antd's style hooks make, rendered as on a server in a module registry of their own, as flat rules: for
// tests that compare a style stand-in of config/bundle.ts with antd's own. `load` runs in that registry after
// `mocks` (so it requires the hooks there) and answers what a probe component calls on its one render.
export function styleRules(load: () => () => void, mocks: () => void = () => {}): string[] {
  let css = '';
  jest.isolateModules(() => {
    mocks();
    const { createElement } = require('react') as typeof import('react');
    const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
    const cssinjs = require('@ant-design/cssinjs') as typeof import('@ant-design/cssinjs');
    const useStyles = load();
    function Probe() {
      useStyles();
      return createElement('div');
    }
    const cache = cssinjs.createCache();
    // The styles are collected in the cache; none is put in the document.
    renderToString(createElement(cssinjs.StyleProvider, { cache, mock: 'server' }, createElement(Probe)));
    css = cssinjs.extractStyle(cache, { plain: true, types: 'style' });
  });
  // A rule inside an at-rule keeps the at-rule's head: both sides are split alike. Left out: the map of the cache
  // paths, whose hash is of the whole text.
  return (css.match(/[^{}]+\{[^{}]*\}/g) ?? []).filter((rule) => !rule.startsWith('.data-ant-cssinjs-cache-path'));
}
