// The progress saver inside a page: its status for the screen, a flush when the page is hidden, closed or left, and
// another try when the connection comes back.
import { useEffect, useRef, useState } from 'react';
import type { Answers } from '@margdarshak/contracts/api/personalityTests';
import type { PageSeconds } from '@margdarshak/contracts/assessments/answers';
import type { TestType } from '@margdarshak/contracts/assessments/tests';
import { saveTestProgress } from '../api/saveTestProgress';
import { createProgressSaver, type ProgressSaver, type SaveStatus } from './progressSaver';

interface Handlers {
  /** After a save went through (the sessions list then says Continue Test). */
  onSaved(): void;
  onError(error: unknown): void;
}

/** `recordPageSeconds`: the pages' seconds to send with the next save (issue 28). */
export function useTestProgress(bookingId: string, testType: TestType, handlers: Handlers): { status: SaveStatus; saver: ProgressSaver; recordPageSeconds(pageSeconds: PageSeconds): void } {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const latest = useRef(handlers);
  const pageSeconds = useRef<PageSeconds>([]);
  useEffect(() => {
    latest.current = handlers;
  });
  const [saver] = useState(() =>
    createProgressSaver({
      save: (answers: Answers, { keepalive }) => saveTestProgress(bookingId, { testType, answers, ...(pageSeconds.current.length > 0 && { pageSeconds: pageSeconds.current }) }, { keepalive }),
      onStatus: setStatus,
      onSaved: () => latest.current.onSaved(),
      onError: (error) => latest.current.onError(error),
    }),
  );

  useEffect(() => {
    const leave = () => saver.flush({ keepalive: true });
    const hidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    const online = () => saver.flush();
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('online', online);
      // Leaving the page inside the app: whatever is pending goes now.
      leave();
    };
  }, [saver]);

  const recordPageSeconds = (seconds: PageSeconds) => {
    pageSeconds.current = seconds;
  };
  return { status, saver, recordPageSeconds };
}
