/** The palette's chunk: requested on first use (or when the pointer or focus reaches the button). */
import { lazyPreloadable } from '@/components/lazyPreloadable';

export const LazyCommandPalette = lazyPreloadable(() => import('./CommandPalette'));
