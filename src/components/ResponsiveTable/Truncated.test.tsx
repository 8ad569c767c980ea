import { act, screen } from '@testing-library/react';
import { renderWithApp } from '@test/render';
import Truncated from './Truncated';

/** A ResizeObserver the test reports through, as the browser does after layout. */
class ReportingObserver {
  static all: ReportingObserver[] = [];
  constructor(private readonly callback: ResizeObserverCallback) {
    ReportingObserver.all.push(this);
  }
  observe() {}
  unobserve() {}
  disconnect() {}
  report() {
    this.callback([], this as unknown as ResizeObserver);
  }
}

const original = globalThis.ResizeObserver;
let widthReads = 0;
let scrollWidth = 0;

beforeEach(() => {
  ReportingObserver.all = [];
  widthReads = 0;
  globalThis.ResizeObserver = ReportingObserver as unknown as typeof ResizeObserver;
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => {
    widthReads += 1;
    return scrollWidth;
  });
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => 100);
});

afterEach(() => {
  globalThis.ResizeObserver = original;
  jest.restoreAllMocks();
});

const report = () => act(() => ReportingObserver.all.forEach((observer) => observer.report()));

describe('Truncated', () => {
  it('reads no width while rendering (a forced layout per table cell): only when the browser reports the size', () => {
    scrollWidth = 300;
    renderWithApp(<Truncated>A very long organisation name</Truncated>);
    expect(widthReads).toBe(0);
    expect(screen.getByText('A very long organisation name')).not.toHaveAttribute('tabindex');
    report();
    expect(widthReads).toBeGreaterThan(0);
  });

  it('a cut text becomes focusable (its tooltip opens on focus); a text that fits does not', () => {
    scrollWidth = 300;
    renderWithApp(<Truncated>Cut</Truncated>);
    report();
    expect(screen.getByText('Cut')).toHaveAttribute('tabindex', '0');

    scrollWidth = 80;
    renderWithApp(<Truncated>Fits</Truncated>);
    report();
    expect(screen.getByText('Fits')).not.toHaveAttribute('tabindex');
  });

  it('only a cut text has a tooltip: it shows the whole text on keyboard focus', async () => {
    scrollWidth = 80;
    renderWithApp(<Truncated>Fits</Truncated>);
    report();
    act(() => screen.getByText('Fits').focus());
    scrollWidth = 300;
    renderWithApp(<Truncated>A very long organisation name</Truncated>);
    report();
    // The tooltip wraps a new element: it is measured too, and stays cut.
    report();
    const cut = screen.getByText('A very long organisation name');
    expect(cut).toHaveAttribute('tabindex', '0');
    act(() => cut.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('A very long organisation name');
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
  });

  it('measures again when the text changes', () => {
    scrollWidth = 80;
    const view = renderWithApp(<Truncated>Short</Truncated>);
    report();
    expect(screen.getByText('Short')).not.toHaveAttribute('tabindex');
    scrollWidth = 300;
    view.rerender(<Truncated>Now a much longer name</Truncated>);
    report();
    expect(screen.getByText('Now a much longer name')).toHaveAttribute('tabindex', '0');
  });
});
