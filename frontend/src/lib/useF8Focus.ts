// F8 takes the keyboard to the toast on screen (dashboards §9: 'hotkey F8 focuses the toast viewport'), remembering
// where it came from, so that putting the toast away gives the focus back there instead of dropping it on the page.
import { useEffect, useRef, type RefObject } from 'react';

export function useF8Focus(viewport: RefObject<HTMLElement | null>): { restoreFocus(): void } {
  const cameFrom = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = viewport.current;
      if (event.key !== 'F8' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || !target) return;
      event.preventDefault();
      const active = document.activeElement;
      if (active instanceof HTMLElement && !target.contains(active)) cameFrom.current = active;
      target.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [viewport]);
  return {
    restoreFocus() {
      const target = viewport.current;
      if (target?.contains(document.activeElement) && cameFrom.current?.isConnected) cameFrom.current.focus();
      cameFrom.current = null;
    },
  };
}
