// AfterPaint: the placeholder in the first render, the children once a frame has been painted after it.
import { act, render, screen } from '@testing-library/react';
import { IDLE_TIMEOUT_MS } from '@/hooks/useAfterPaint';
import AfterPaint from './AfterPaint';

const later = () => (
  <AfterPaint placeholder={<span data-testid="placeholder" />}>
    <span data-testid="child" />
  </AfterPaint>
);

describe('AfterPaint', () => {
  it('renders the placeholder first and its children after a painted frame', async () => {
    render(later());
    expect(screen.getByTestId('placeholder')).toBeInTheDocument();
    expect(screen.queryByTestId('child')).toBeNull();
    expect(await screen.findByTestId('child')).toBeInTheDocument();
    expect(screen.queryByTestId('placeholder')).toBeNull();
  });

  it('waits for the frame, not only for the commit and its effects', () => {
    jest.useFakeTimers();
    try {
      render(later());
      act(() => jest.advanceTimersByTime(0));
      expect(screen.queryByTestId('child')).toBeNull();
      act(() => jest.advanceTimersByTime(50));
      expect(screen.getByTestId('child')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('waits after the frame for an idle moment where the browser has idle callbacks', () => {
    jest.useFakeTimers();
    const idle: Array<() => void> = [];
    const request = jest.fn((callback: () => void, options?: { timeout?: number }) => {
      expect(options?.timeout).toBe(IDLE_TIMEOUT_MS);
      return idle.push(callback);
    });
    Object.assign(window, { requestIdleCallback: request, cancelIdleCallback: jest.fn() });
    try {
      render(later());
      act(() => jest.advanceTimersByTime(50));
      expect(request).toHaveBeenCalledTimes(1);
      expect(screen.queryByTestId('child')).toBeNull();
      act(() => idle.forEach((callback) => callback()));
      expect(screen.getByTestId('child')).toBeInTheDocument();
    } finally {
      delete (window as Partial<Window>).requestIdleCallback;
      delete (window as Partial<Window>).cancelIdleCallback;
      jest.useRealTimers();
    }
  });

  it('renders nothing in the meantime without a placeholder', () => {
    const { container } = render(
      <AfterPaint>
        <span data-testid="child" />
      </AfterPaint>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
