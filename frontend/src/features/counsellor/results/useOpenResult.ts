// Opening a test's result dialog (the results section and the session page): the record shown, and a result not yet
// viewed marked viewed, once.
import { useRef, useState } from 'react';
import type { CounsellorTestRecord } from '@margdarshak/contracts/api/personalityTests';
import { useMarkTestViewed } from '../api/personalityTests';

/** Opening a result not yet viewed marks it viewed, once; a failure is only logged (dashboards §8). */
export function useOpenResult() {
  const markViewed = useMarkTestViewed();
  const marked = useRef(new Set<string>());
  const [viewing, setViewing] = useState<CounsellorTestRecord | null>(null);
  const open = (record: CounsellorTestRecord) => {
    setViewing(record);
    if (record.isViewedByCounsellor || marked.current.has(record.id)) return;
    marked.current.add(record.id);
    markViewed.mutateAsync(record.id).catch((error: unknown) => {
      marked.current.delete(record.id);
      console.error('Failed to mark as viewed', error);
    });
  };
  return { viewing, open, close: () => setViewing(null) };
}
