import { render, screen } from '@testing-library/react';
import Columns, { templateOf } from './Columns';

describe('Columns', () => {
  it('writes the tracks of each breakpoint given, and the gaps', () => {
    render(
      <Columns tracks={{ xs: 2, lg: 4 }} gap={[16, 24]} data-testid="grid" style={{ marginTop: 8 }}>
        <div>a</div>
      </Columns>,
    );
    const grid = screen.getByTestId('grid');
    expect(grid).toHaveClass('home-columns');
    expect(grid.style.getPropertyValue('--columns-xs')).toBe('repeat(2, minmax(0, 1fr))');
    expect(grid.style.getPropertyValue('--columns-lg')).toBe('repeat(4, minmax(0, 1fr))');
    expect(grid.style.getPropertyValue('--columns-xl')).toBe('');
    expect(grid.style.columnGap).toBe('16px');
    expect(grid.style.rowGap).toBe('24px');
    expect(grid.style.marginTop).toBe('8px');
    expect(grid).toHaveTextContent('a');
  });

  it('turns parts into fractions that never overflow their column', () => {
    expect(templateOf([9, 15])).toBe('minmax(0, 9fr) minmax(0, 15fr)');
    expect(templateOf(1)).toBe('repeat(1, minmax(0, 1fr))');
  });
});
