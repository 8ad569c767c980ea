/**
 * The dashboard's columns: a CSS grid whose tracks change with the screen's width, in place of antd's Row and Col.
 * Col's styles (every span of every breakpoint, 74 KB of CSS generated in the browser) were the largest part of the
 * first load's style work, for four grids of equal or fixed columns.
 */
import type { CSSProperties, HTMLAttributes } from 'react';
import './columns.css';

/** A number of equal columns, or grid-template-columns of fractions (`[9, 15]`: 9 parts and 15 parts). */
type Tracks = number | number[];

interface Props extends HTMLAttributes<HTMLDivElement> {
  /** Below 992 px, from 992 px (lg), from 1200 px (xl); a breakpoint left out keeps the narrower one's. */
  tracks: { xs: Tracks; lg?: Tracks; xl?: Tracks };
  /** Between rows and columns, in px. */
  gap: [column: number, row: number];
}

export const templateOf = (tracks: Tracks) =>
  typeof tracks === 'number'
    ? `repeat(${tracks}, minmax(0, 1fr))`
    : tracks.map((parts) => `minmax(0, ${parts}fr)`).join(' ');

export default function Columns({ tracks, gap, style, className, ...rest }: Props) {
  const variables: Record<string, string> = { '--columns-xs': templateOf(tracks.xs) };
  if (tracks.lg !== undefined) variables['--columns-lg'] = templateOf(tracks.lg);
  if (tracks.xl !== undefined) variables['--columns-xl'] = templateOf(tracks.xl);
  return (
    <div
      {...rest}
      className={className ? `home-columns ${className}` : 'home-columns'}
      style={{ ...variables, columnGap: gap[0], rowGap: gap[1], ...style } as CSSProperties}
    />
  );
}
