import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { startTracking, trackPageView } from './tracker';

/**
 * Records a page view on every route change (a new history entry, even to the same path) and
 * installs the click and page-hide listeners once. Call it once, in the root layout.
 */
export function usePageViewTracking(): void {
  const { key, pathname, search } = useLocation();
  // StrictMode runs effects twice on mount; the ref survives that, so one entry is one view.
  const trackedKey = useRef<string | null>(null);

  useEffect(() => {
    startTracking();
  }, []);

  useEffect(() => {
    if (trackedKey.current === key) return;
    trackedKey.current = key;
    trackPageView(`${pathname}${search}`);
  }, [key, pathname, search]);
}
