// Mounts the sections below the fold once the visitor scrolls near them; until then a placeholder holds their place.
import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const HomeBelowFold = lazy(() => import('./HomeBelowFold'));
const PLACEHOLDER_HEIGHT = 2200;

export function LazyBelowFold() {
  const marker = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = marker.current;
    if (!element || near) return;
    if (!('IntersectionObserver' in window)) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '600px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const placeholder = <Box ref={marker} sx={{ minHeight: PLACEHOLDER_HEIGHT }} aria-hidden="true" />;
  if (!near) return placeholder;
  return (
    <Suspense fallback={<Box sx={{ minHeight: PLACEHOLDER_HEIGHT }} aria-busy="true" />}>
      <HomeBelowFold />
    </Suspense>
  );
}
