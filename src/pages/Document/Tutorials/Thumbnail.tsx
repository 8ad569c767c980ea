/**
 * A tutorial's picture: its thumbnail when it is on the console's own origin (the CSP blocks other images),
 * else a drawn placeholder; the duration sits on it.
 */
import { PlayCircleFilled } from '@ant-design/icons';
import { useState } from 'react';
import { type ThemeMode, useThemeMode } from '@/theme/preference';
import { formatClock } from '@/domain/tutorialRules';
import { sameOriginImage } from './playback';

// Calm triples of the theme's palette (background, accent, screen); a tutorial always gets the same one. Dark
// mode uses the same hues on dark grounds, so a page of thumbnails does not glare.
const PALETTES: Record<ThemeMode, [string, string, string][]> = {
  light: [
    ['#e6f0ff', '#0958d9', '#fff'],
    ['#e6fffb', '#08979c', '#fff'],
    ['#f9f0ff', '#531dab', '#fff'],
    ['#fff7e6', '#d46b08', '#fff'],
    ['#f6ffed', '#389e0d', '#fff'],
  ],
  dark: [
    ['#111a2c', '#4096ff', '#1f1f1f'],
    ['#112123', '#36cfc9', '#1f1f1f'],
    ['#1a1325', '#9254de', '#1f1f1f'],
    ['#2b1d11', '#ffa940', '#1f1f1f'],
    ['#162312', '#73d13d', '#1f1f1f'],
  ],
};

export function paletteOf(text: string, mode: ThemeMode) {
  let hash = 0;
  for (const ch of text) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return PALETTES[mode][hash % PALETTES[mode].length];
}

/** Drawn for a tutorial without a usable thumbnail: a screen with a play mark on the tutorial's colours. */
function Placeholder({ seed, mode }: { seed: string; mode: ThemeMode }) {
  const [background, accent, screen] = paletteOf(seed, mode);
  return (
    <svg
      viewBox="0 0 320 180"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-testid="tutorial-placeholder"
    >
      <rect width="320" height="180" fill={background} />
      <circle cx="40" cy="150" r="70" fill={accent} opacity="0.08" />
      <circle cx="290" cy="20" r="60" fill={accent} opacity="0.08" />
      <rect x="100" y="44" width="120" height="80" rx="10" fill={screen} stroke={accent} strokeWidth="4" />
      <path d="M148 66v36l30-18z" fill={accent} />
      <path d="M136 140h48" stroke={accent} strokeWidth="6" strokeLinecap="round" opacity="0.5" />
    </svg>
  );
}

export default function Thumbnail({ tutorial, origin }: { tutorial: API.Tutorial; origin: string }) {
  const src = sameOriginImage(tutorial.thumbnailUrl, origin);
  const [broken, setBroken] = useState(false);
  const mode = useThemeMode();
  return (
    <span className={`ropc-tutorial-thumb ropc-tutorial-thumb-${mode}`}>
      {src && !broken ? (
        <img src={src} alt="" loading="lazy" onError={() => setBroken(true)} />
      ) : (
        <Placeholder seed={tutorial.id} mode={mode} />
      )}
      <span className="ropc-tutorial-play" aria-hidden="true">
        <PlayCircleFilled />
      </span>
      {tutorial.durationSeconds ? (
        <span className="ropc-tutorial-duration" aria-hidden="true">
          {formatClock(tutorial.durationSeconds)}
        </span>
      ) : null}
    </span>
  );
}
