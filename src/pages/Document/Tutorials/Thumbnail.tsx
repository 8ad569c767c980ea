/**
 * A tutorial's picture: its thumbnail when it is on the console's own origin (the CSP blocks other images),
 * else a drawn placeholder; the duration sits on it.
 */
import { PlayCircleFilled } from '@ant-design/icons';
import { useState } from 'react';
import { formatClock } from '@/contract/tutorialRules';
import { sameOriginImage } from './playback';

// Calm pairs of the theme's palette (background, accent); a tutorial always gets the same one.
const PALETTES = [
  ['#e6f0ff', '#0958d9'],
  ['#e6fffb', '#08979c'],
  ['#f9f0ff', '#531dab'],
  ['#fff7e6', '#d46b08'],
  ['#f6ffed', '#389e0d'],
];

function paletteOf(text: string) {
  let hash = 0;
  for (const ch of text) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return PALETTES[hash % PALETTES.length];
}

/** Drawn for a tutorial without a usable thumbnail: a screen with a play mark on the tutorial's colours. */
function Placeholder({ seed }: { seed: string }) {
  const [background, accent] = paletteOf(seed);
  return (
    <svg viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false" data-testid="tutorial-placeholder">
      <rect width="320" height="180" fill={background} />
      <circle cx="40" cy="150" r="70" fill={accent} opacity="0.08" />
      <circle cx="290" cy="20" r="60" fill={accent} opacity="0.08" />
      <rect x="100" y="44" width="120" height="80" rx="10" fill="#fff" stroke={accent} strokeWidth="4" />
      <path d="M148 66v36l30-18z" fill={accent} />
      <path d="M136 140h48" stroke={accent} strokeWidth="6" strokeLinecap="round" opacity="0.5" />
    </svg>
  );
}

export default function Thumbnail({ tutorial, origin }: { tutorial: API.Tutorial; origin: string }) {
  const src = sameOriginImage(tutorial.thumbnailUrl, origin);
  const [broken, setBroken] = useState(false);
  return (
    <span className="ropc-tutorial-thumb">
      {src && !broken ? <img src={src} alt="" loading="lazy" onError={() => setBroken(true)} /> : <Placeholder seed={tutorial.id} />}
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
