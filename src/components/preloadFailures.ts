/**
 * The first load's preloads that failed (the boot script, src/speed/boot, records them): a layout, page or catalog chunk whose
 * preload failed never finishes loading in Chromium, so the startup would spin forever. Reported as a chunk load
 * error, which ChunkErrorBoundary turns into the translated "could not be loaded, reload" message.
 */
export const PRELOAD_FAILED_EVENT = 'ropc-preload-failed';

type BootWindow = Window & { __ropcFailedPreloads?: string[] };

export function failedPreloads(): string[] {
  return (typeof window === 'undefined' ? undefined : (window as BootWindow).__ropcFailedPreloads) || [];
}

/** An error isChunkLoadError recognises, naming the files that failed. */
export function preloadError(files: string[]): Error {
  const error = new Error(`Loading chunk ${files.join(', ')} failed (preload)`);
  error.name = 'ChunkLoadError';
  return error;
}

/** Calls `onFailure` once: now if a preload already failed, else when one does. Answers a stop function. */
export function onPreloadFailure(onFailure: (error: Error) => void): () => void {
  if (failedPreloads().length) {
    onFailure(preloadError(failedPreloads()));
    return () => {};
  }
  const listener = () => {
    window.removeEventListener(PRELOAD_FAILED_EVENT, listener);
    onFailure(preloadError(failedPreloads()));
  };
  window.addEventListener(PRELOAD_FAILED_EVENT, listener);
  return () => window.removeEventListener(PRELOAD_FAILED_EVENT, listener);
}
