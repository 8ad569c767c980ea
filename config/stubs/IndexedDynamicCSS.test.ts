/**
 * config/stubs/IndexedDynamicCSS.ts against rc-util's own Dom/dynamicCSS: the same calls leave the same <head>
 * (order, attributes, texts, nonces) and return the same styles, also when someone else added, changed the place
 * of or removed a style in between. And it finds a style it knows without listing <head> again.
 */
import * as original from 'rc-util/es/Dom/dynamicCSS';
import * as indexed from './IndexedDynamicCSS';

/** What both modules offer (rc-util types its styles as plain elements). */
interface DynamicCSS {
  injectCSS(css: string, option?: indexed.Options): Element | null;
  removeCSS(key: string, option?: indexed.Options): void;
  updateCSS(css: string, key: string, option?: indexed.Options): Element;
}

const ANTD = { mark: 'data-css-hash', prepend: 'queue' as const };

/** antd's calls (queued by priority, with their own mark), its icons' (prepended, with a nonce), and plain ones. */
function scenario(api: DynamicCSS, container: HTMLElement) {
  const states: unknown[] = [];
  const record = (returned?: Element | null) =>
    states.push({
      html: container.innerHTML,
      nonces: Array.from(container.querySelectorAll('style')).map((style) => style.nonce),
      returned: returned ? Array.from(container.children).indexOf(returned) : returned,
    });
  const at = { attachTo: container };
  record(api.updateCSS('.a{}', 'a', { ...ANTD, ...at }));
  record(api.updateCSS('.tokens{}', 'tokens', { ...ANTD, ...at, priority: -999 }));
  record(api.updateCSS('.late{}', 'late', { ...ANTD, ...at, priority: 1 }));
  record(api.updateCSS('.b{}', 'b', { ...ANTD, ...at }));
  record(api.updateCSS('.icon{}', '@ant-design-icons', { ...at, prepend: true, csp: { nonce: 'n1' } }));
  record(api.updateCSS('.icon{}', '@ant-design-icons', { ...at, prepend: true, csp: { nonce: 'n1' } }));
  record(api.updateCSS('.a{color:red}', 'a', { ...ANTD, ...at }));
  record(api.updateCSS('.a{color:red}', 'a', { ...ANTD, ...at, csp: { nonce: 'n2' } }));
  record(api.injectCSS('.appended{}', at));
  record(api.updateCSS('.same-key-other-mark{}', 'a', at));
  api.removeCSS('tokens', { ...ANTD, ...at });
  record();
  api.removeCSS('missing', { ...ANTD, ...at });
  record();
  // Someone else removes a style the module knows, then it is asked for again.
  container.querySelector('style[data-css-hash="b"]')!.remove();
  record(api.updateCSS('.b{}', 'b', { ...ANTD, ...at }));
  // A style written by someone else (a server, an earlier script) with antd's mark: found and updated.
  const foreign = document.createElement('style');
  foreign.setAttribute('data-css-hash', 'foreign');
  foreign.innerHTML = '.old{}';
  container.appendChild(foreign);
  record(api.updateCSS('.new{}', 'foreign', { ...ANTD, ...at }));
  // A known style moved out of the container and back to its end.
  const a = container.querySelector('style[data-css-hash="a"]')!;
  a.remove();
  container.appendChild(a);
  record(api.updateCSS('.a{color:blue}', 'a', { ...ANTD, ...at }));
  record(api.updateCSS('.c{}', 'c', { ...ANTD, ...at }));
  // A foreign style whose key a selector has to quote.
  const quoted = document.createElement('style');
  quoted.setAttribute('data-css-hash', 'we"ird\\key@1');
  container.appendChild(quoted);
  record(api.updateCSS('.q{}', 'we"ird\\key@1', { ...ANTD, ...at }));
  record(api.updateCSS('.d{}', 'd', { ...ANTD, ...at, priority: -999 }));
  return states;
}

/** A container like <head>: other elements and an unmarked style (boot.js's saved styles) come first. */
function freshContainer() {
  const container = document.createElement('div');
  container.innerHTML = '<meta name="x"><style id="saved">.saved{}</style><link rel="stylesheet" href="/umi.css">';
  document.body.appendChild(container);
  return container;
}

describe('the indexed dynamicCSS', () => {
  it("leaves what rc-util's own leaves, call by call", () => {
    const expected = scenario(original, freshContainer());
    expect(scenario(indexed, freshContainer())).toEqual(expected);
  });

  it('uses <head> when given no container, as the original', () => {
    document.head.innerHTML = '<title>t</title>';
    original.updateCSS('.x{}', 'x', ANTD);
    original.updateCSS('.y{}', 'y', { prepend: true });
    const expected = document.head.innerHTML;
    document.head.innerHTML = '<title>t</title>';
    indexed.updateCSS('.x{}', 'x', ANTD);
    indexed.updateCSS('.y{}', 'y', { prepend: true });
    expect(document.head.innerHTML).toBe(expected);
  });

  it("places a new queued style without listing the container's children nor reading every style", () => {
    const container = freshContainer();
    for (let i = 0; i < 200; i += 1) indexed.updateCSS(`.s${i}{}`, `s${i}`, { ...ANTD, attachTo: container });
    container.insertAdjacentHTML('beforeend', '<link rel="stylesheet" href="/p.css"><script src="/c.js"></script>');
    const children = jest.spyOn(container, 'children', 'get');
    // Looked for by the selector engine (jsdom's reads attributes itself: counted apart).
    const looked = jest.spyOn(container, 'querySelector');
    indexed.removeCSS('absent', { ...ANTD, attachTo: container });
    expect(looked).toHaveBeenCalledTimes(1);
    const reads = jest.spyOn(Element.prototype, 'getAttribute');
    const style = indexed.injectCSS('.new{}', { ...ANTD, attachTo: container })!;
    expect(reads.mock.calls.length).toBeLessThan(10);
    reads.mockRestore();
    expect(children).not.toHaveBeenCalled();
    // After the last queued style (queued styles lead the container), before the container's own first element.
    expect(style.previousElementSibling?.getAttribute('data-css-hash')).toBe('s199');
    expect(style.nextElementSibling?.tagName).toBe('META');
  });

  it("finds a style it knows without listing the container's children, nor reads or rewrites its text", () => {
    const container = freshContainer();
    const style = indexed.updateCSS('.k{}', 'known', { ...ANTD, attachTo: container });
    const children = jest.spyOn(container, 'children', 'get');
    const read = [jest.spyOn(style, 'innerHTML', 'get'), jest.spyOn(style, 'textContent', 'get')];
    const write = [jest.spyOn(style, 'innerHTML', 'set'), jest.spyOn(style, 'textContent', 'set')];
    expect(indexed.updateCSS('.k{}', 'known', { ...ANTD, attachTo: container })).toBe(style);
    expect(children).not.toHaveBeenCalled();
    read.forEach((spy) => expect(spy).not.toHaveBeenCalled());
    write.forEach((spy) => expect(spy).not.toHaveBeenCalled());
  });
});
