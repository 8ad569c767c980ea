/** The palette's chunk: requested on first use (or when the pointer or focus reaches the button). */
import { lazy } from 'react';

export const loadPalette = () => import('./CommandPalette');
export const LazyCommandPalette = lazy(loadPalette);
