import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Whether the element on the returned ref has come within `margin` of the screen (and stays so once it has): what
 * lies below the first screen mounts, and loads its code, only when the reader scrolls near it.
 */
export function useNearScreen<T extends Element>(margin: string): [RefObject<T | null>, boolean] {
  const marker = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = marker.current;
    if (!element || near) return;
    if (!('IntersectionObserver' in window)) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [marker, near];
}
