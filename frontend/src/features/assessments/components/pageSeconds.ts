// How long each page of a test took (issue 28): the running total per page, kept in the browser and sent with the
// answers (a session's test with its progress and submission, the free test with its scoring request only).
import { useRef } from 'react';
import type { PageSeconds } from '@margdarshak/contracts/assessments/answers';

/** `leave(page, items)` adds the time since the page was entered; `totals()` gives every page's seconds so far. */
export function usePageSeconds() {
  const totals = useRef(new Map<number, { items: number; seconds: number }>());
  const enteredAt = useRef(performance.now());
  const leave = (page: number, items: number) => {
    const now = performance.now();
    const before = totals.current.get(page)?.seconds ?? 0;
    totals.current.set(page, { items, seconds: Math.round((before + (now - enteredAt.current) / 1000) * 10) / 10 });
    enteredAt.current = now;
  };
  const list = (): PageSeconds => [...totals.current].map(([page, { items, seconds }]) => ({ page, items, seconds: Math.min(seconds, 86_399) }));
  return { leave, list };
}
