// When a page saves antd's styles (./whenToSave.ts): at its first idle moment with content, again when idle after
// antd's cache has grown, and on leaving. What a save writes is ./savedStyles.test.tsx's.
import { keepSaved, RESAVE_CHECK_MS } from './whenToSave';

let keys: string[] = [];
const save = jest.fn();
const wait = (ms: number) => jest.advanceTimersByTime(ms);

beforeEach(() => {
  jest.useFakeTimers();
  save.mockClear();
  keys = ['style%a', 'style%b'];
  document.body.replaceChildren();
});

afterEach(() => jest.useRealTimers());

function showContent() {
  const main = document.createElement('main');
  const figure = document.createElement('div');
  figure.dataset.testid = 'kpi-value';
  main.append(figure);
  document.body.append(main);
}

it('saves once the content is on screen, then again only after antd has generated more, when idle', () => {
  const stop = keepSaved(save, () => keys);
  keys = [...keys, 'style%c']; // the page renders before its content shows
  wait(RESAVE_CHECK_MS * 2);
  expect(save).not.toHaveBeenCalled();

  showContent();
  wait(1000);
  expect(save).toHaveBeenCalledTimes(1);
  wait(RESAVE_CHECK_MS * 3);
  expect(save).toHaveBeenCalledTimes(1);

  keys = [...keys, 'style%dialog']; // a dialog rendered ahead: its styles enter antd's cache
  wait(RESAVE_CHECK_MS + 1);
  expect(save).toHaveBeenCalledTimes(2);
  wait(RESAVE_CHECK_MS * 3);
  expect(save).toHaveBeenCalledTimes(2);

  // An entry replaced by another (a closing dropdown's menu restyled): as many entries as before, one of them new.
  keys = [...keys.filter((key) => key !== 'style%dialog'), 'style%dialog-closed'];
  wait(RESAVE_CHECK_MS + 1);
  expect(save).toHaveBeenCalledTimes(3);
  stop();
});

it('leaving the page saves what is still unsaved; once stopped, nothing more', () => {
  const stop = keepSaved(save, () => keys);
  showContent();
  wait(1000);
  expect(save).toHaveBeenCalledTimes(1);
  keys = [...keys, 'style%menu'];
  window.dispatchEvent(new Event('pagehide'));
  expect(save).toHaveBeenCalledTimes(2);
  // Saved on leaving: no second save of the same growth when idle.
  wait(RESAVE_CHECK_MS * 3);
  expect(save).toHaveBeenCalledTimes(2);

  stop();
  keys = [...keys, 'style%later'];
  window.dispatchEvent(new Event('pagehide'));
  wait(RESAVE_CHECK_MS * 3);
  expect(save).toHaveBeenCalledTimes(2);
});

it('a growth seen while a save waits for idle is saved once', () => {
  const stop = keepSaved(save, () => keys);
  showContent();
  wait(1000);
  keys = [...keys, 'style%menu'];
  // The next check finds the growth and asks for an idle moment; none comes before the one after.
  const idle = jest.fn();
  idle.mockImplementation(() => idle.mock.calls.length); // handles 1, 2...
  window.requestIdleCallback = idle as unknown as typeof requestIdleCallback;
  window.cancelIdleCallback = jest.fn();
  try {
    wait(RESAVE_CHECK_MS * 2);
    expect(idle).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledTimes(1);
    idle.mock.calls[0][0]();
    expect(save).toHaveBeenCalledTimes(2);

    // Hidden while the next idle save waits: saved then, and the idle one is cancelled.
    keys = [...keys, 'style%tooltip'];
    wait(RESAVE_CHECK_MS);
    expect(idle).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('pagehide'));
    expect(save).toHaveBeenCalledTimes(3);
    expect(window.cancelIdleCallback).toHaveBeenLastCalledWith(2);
  } finally {
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  }
  stop();
});
