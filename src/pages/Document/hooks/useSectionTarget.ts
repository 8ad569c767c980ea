/**
 * Deep links to sections: once the content is shown, the section named by the URL hash (on opening, or on back
 * and forward) is scrolled into view, highlighted and its heading focused. `goTo` does the same from the side
 * navigation or a search result and records the hash, so the address can be shared.
 */
import { useLocation, useNavigate } from '@umijs/max';
import { useCallback, useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '@/theme/reducedMotion';
import { idFromHash } from '@/documentation/outline';

interface Request {
  id: string;
  smooth: boolean;
}

/** Scrolls the section with this id to the top and focuses its heading; false when there is no such section. */
export function revealSection(id: string, smooth = false): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  element.scrollIntoView({ block: 'start', behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto' });
  const heading = element.querySelector<HTMLElement>('h2, h3');
  heading?.focus({ preventScroll: true });
  return true;
}

export function useSectionTarget(ready: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const [target, setTarget] = useState<string>();
  const [request, setRequest] = useState<Request>();
  // The hash goTo itself wrote: its location change must not scroll a second time.
  const written = useRef<string>();

  useEffect(() => {
    const id = idFromHash(location.hash);
    if (written.current !== undefined && written.current === id) {
      written.current = undefined;
      return;
    }
    setTarget(id);
    if (ready && id) setRequest({ id, smooth: false });
  }, [ready, location.hash]);

  // After the render that shows the section (the search results may just have made way for the content).
  useEffect(() => {
    if (request && revealSection(request.id, request.smooth)) setTarget(request.id);
  }, [request]);

  const goTo = useCallback(
    (id: string) => {
      if (idFromHash(window.location.hash) !== id) {
        written.current = id;
        navigate({ search: window.location.search, hash: `#${encodeURIComponent(id)}` });
      }
      setRequest({ id, smooth: true });
    },
    [navigate],
  );

  return { target, goTo };
}
