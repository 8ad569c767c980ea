// AfterPaint: the placeholder in the first render, the children once a frame has been painted after it.
import { act, render, screen } from '@testing-library/react';
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

  it('renders nothing in the meantime without a placeholder', () => {
    const { container } = render(
      <AfterPaint>
        <span data-testid="child" />
      </AfterPaint>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
