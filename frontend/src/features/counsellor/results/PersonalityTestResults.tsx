// The counsellor dashboard's Personality Test Results (dashboards §2): completed tests grouped by booking, most recent
// session first, a page of bookings at a time; the result and release dialogs open from here.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useMemo, useState } from 'react';
import { COUNSELLOR_TESTS_PAGE_SIZE } from '@margdarshak/contracts/api/personalityTests';
import { visuallyHidden } from '../../../lib/visuallyHidden';
import { useCounsellorTests } from '../api/personalityTests';
import { ResultGroupCard } from './ResultGroupCard';
import { draftKey, groupByBooking, studentLabel, type ReleaseTarget } from './resultGroups';
import { useOpenResult } from './useOpenResult';
import { DialogPlaceholder } from '../../../components/DialogPlaceholder';
import { RetryAlert } from '../../../components/RetryAlert';
import { lazyNamed } from '../../../lib/lazyNamed';

// The dialogs (and the result views, MUI's Dialog and text fields) load when a counsellor first opens one: the
// dashboard's first screen does not need them (docs/decisions/0152).
const ResultDialog = lazyNamed(() => import('./ResultDialog'), 'ResultDialog');
const ReleaseDialog = lazyNamed(() => import('./ReleaseDialog'), 'ReleaseDialog');

function Loading() {
  return (
    <Stack spacing={2} aria-busy="true">
      <Box sx={visuallyHidden}>Loading personality test results</Box>
      <Skeleton variant="rounded" height={150} />
      <Skeleton variant="rounded" height={150} />
    </Stack>
  );
}

function LoadError({ onRetry }: { onRetry(): void }) {
  return <RetryAlert onRetry={onRetry}>Failed to load personality test results</RetryAlert>;
}

export function PersonalityTestResults() {
  const tests = useCounsellorTests();
  const groups = useMemo(() => groupByBooking(tests.data?.pages.flatMap((page) => page.records) ?? []), [tests.data]);
  const result = useOpenResult();
  const [releasing, setReleasing] = useState<ReleaseTarget | null>(null);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [focus, setFocus] = useState<{ bookingId: string; request: number } | null>(null);
  const focusGroup = (bookingId: string) => setFocus((last) => ({ bookingId, request: (last?.request ?? 0) + 1 }));
  const totalBookings = tests.data?.pages.at(-1)?.totalBookings ?? 0;
  const bookingsLoaded = Math.min((tests.data?.pages.length ?? 0) * COUNSELLOR_TESTS_PAGE_SIZE, totalBookings);

  // The dialog shows the list's latest copy of the record (it refetches after the view call).
  const viewing = result.viewing && (groups.flatMap((g) => g.tests).find((t) => t.record.id === result.viewing?.id)?.record ?? result.viewing);

  const showMore = async () => {
    const shown = groups.length;
    const next = await tests.fetchNextPage();
    const firstNew = groupByBooking(next.data?.pages.flatMap((page) => page.records) ?? [])[shown];
    if (firstNew) focusGroup(firstNew.bookingId);
  };

  const setDraft = (key: string, notes: string | null) =>
    setDrafts((all) => {
      const next = { ...all };
      if (notes === null) delete next[key];
      else next[key] = notes;
      return next;
    });

  return (
    <Card variant="outlined" component="section" aria-labelledby="test-results-heading" sx={{ mb: 3 }}>
      <CardContent>
        <Typography id="test-results-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
          Personality Test Results
        </Typography>
        {!tests.data ? (
          tests.isError ? (
            <LoadError onRetry={() => void tests.refetch()} />
          ) : (
            <Loading />
          )
        ) : (
          <Stack spacing={2}>
            {groups.length === 0 && (
              <Typography color="textSecondary" sx={{ textAlign: 'center', py: 3 }}>
                {tests.hasNextPage ? `No test results in your ${bookingsLoaded} most recent sessions` : 'No personality test results available'}
              </Typography>
            )}
            {groups.map((group) => (
              <ResultGroupCard
                key={group.bookingId}
                group={group}
                focusRequest={focus?.bookingId === group.bookingId ? focus.request : undefined}
                onView={result.open}
                onRelease={(record) => setReleasing({ kind: 'test', record, student: studentLabel(record) })}
                onReleaseComprehensive={(g) => setReleasing({ kind: 'comprehensive', group: g })}
              />
            ))}
            {tests.hasNextPage && (
              <Stack spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="body2" color="textSecondary">
                  Showing the {bookingsLoaded} most recent of {totalBookings} sessions
                </Typography>
                <Button variant="outlined" onClick={() => void showMore()} disabled={tests.isFetchingNextPage}>
                  {tests.isFetchingNextPage ? 'Loading...' : 'Show more'}
                </Button>
              </Stack>
            )}
            {tests.isFetchNextPageError && <Alert severity="error">Failed to load more results. Please try again.</Alert>}
          </Stack>
        )}
      </CardContent>
      {viewing && (
        <Suspense fallback={<DialogPlaceholder maxWidth="md" height={480} />}>
          <ResultDialog record={viewing} onClose={result.close} />
        </Suspense>
      )}
      {releasing && (
        <Suspense fallback={<DialogPlaceholder />}>
          <ReleaseDialog
            target={releasing}
            notes={drafts[draftKey(releasing)] ?? ''}
            onNotesChange={(notes) => setDraft(draftKey(releasing), notes)}
            onReleased={() => {
              setDraft(draftKey(releasing), null);
              setReleasing(null);
              focusGroup(releasing.kind === 'test' ? releasing.record.bookingId : releasing.group.bookingId);
            }}
            onClose={() => setReleasing(null)}
          />
        </Suspense>
      )}
    </Card>
  );
}
