/**
 * React.lazy for code that is preloaded: once its module has arrived (a preload, or an earlier render), the
 * component renders at once instead of suspending. React.lazy alone suspends the first render of each lazy
 * component even when its chunk is already loaded (its own promise settles a task later), and React holds content
 * that resolves after a suspense fallback was shown back for up to 500 ms: a preloaded dialog still opened half
 * a second late. Before the module has arrived it behaves exactly as React.lazy (the nearest Suspense boundary
 * shows its fallback; a failed load reaches the error boundary).
 */
import { type ComponentType, lazy, useState } from 'react';

export interface Preloadable<P extends object> {
  (props: P): JSX.Element;
  /** Starts loading the module (a failure is left to the first render, through Suspense's error path). */
  preload: () => void;
}

export function lazyPreloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined; // the next attempt (an error boundary's retry) asks again
        throw error;
      },
    );
    return loading;
  };
  // lazy() loses a generic component's props type; the loaded component is exactly ComponentType<P>.
  const Lazy = lazy(loadOnce) as unknown as ComponentType<P>;
  function Component(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the module's component would remount it.
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Chosen {...props} />;
  }
  Component.preload = () => void loadOnce().catch(() => undefined);
  return Component;
}
