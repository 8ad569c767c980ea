import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentReady, PAGE_READY, preloadWhenIdle } from './idlePreload';

describe('preloadWhenIdle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('preloads once the page is ready, not before', () => {
    const preload = jest.fn();
    let ready = false;
    preloadWhenIdle(preload, () => ready);
    jest.advanceTimersByTime(2000);
    expect(preload).not.toHaveBeenCalled();
    ready = true;
    jest.advanceTimersByTime(1000);
    expect(preload).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(5000);
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('reads a table page as ready when its rows are in main', () => {
    const preload = jest.fn();
    preloadWhenIdle(preload);
    jest.advanceTimersByTime(1000);
    expect(preload).not.toHaveBeenCalled();
    const main = document.createElement('main');
    const row = document.createElement('tr');
    row.className = 'ant-table-row';
    main.append(row);
    document.body.append(main);
    jest.advanceTimersByTime(1000);
    expect(preload).toHaveBeenCalledTimes(1);
    main.remove();
  });

  it('does not read a loading table as ready: its empty placeholder under the spinner is not content', () => {
    const preload = jest.fn();
    preloadWhenIdle(preload);
    const main = document.createElement('main');
    const container = document.createElement('div');
    container.className = 'ant-spin-container ant-spin-blur';
    const placeholder = document.createElement('div');
    placeholder.className = 'ant-table-placeholder';
    container.append(placeholder);
    main.append(container);
    document.body.append(main);
    jest.advanceTimersByTime(3000);
    expect(preload).not.toHaveBeenCalled();
    expect(contentReady()).toBe(false);
    container.classList.remove('ant-spin-blur'); // loaded, and empty
    jest.advanceTimersByTime(1000);
    expect(preload).toHaveBeenCalledTimes(1);
    expect(contentReady()).toBe(true);
    main.remove();
  });

  it('uses the selector the benchmark times a table page by', () => {
    const script = readFileSync(join(__dirname, '../../../scripts/slow-profile.mjs'), 'utf8');
    const declared = /export const TABLE_READY =\s*'([^']+)'/.exec(script);
    expect(declared?.[1]).toBe(PAGE_READY);
  });

  it('does nothing once cancelled (the button went away)', () => {
    const preload = jest.fn();
    const cancel = preloadWhenIdle(preload, () => true);
    cancel();
    jest.advanceTimersByTime(5000);
    expect(preload).not.toHaveBeenCalled();
  });

  it("reads any page as ready for the shell once its main content shows: figures, a document's text", () => {
    expect(contentReady()).toBe(false);
    const main = document.createElement('main');
    document.body.append(main);
    main.append(document.createElement('h2')); // the dashboard's welcome shows before its figures
    expect(contentReady()).toBe(false);
    const figure = document.createElement('span');
    figure.dataset.testid = 'kpi-value';
    main.append(figure);
    expect(contentReady()).toBe(true);
    figure.remove();
    expect(contentReady()).toBe(false);
    const article = document.createElement('div');
    article.className = 'doc-article';
    main.append(article);
    expect(contentReady()).toBe(true);
    main.remove();
  });
});
