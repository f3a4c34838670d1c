// A session's tests and released reports on its card (dashboards §2): Start Test or Continue Test while a test is open,
// a done mark once completed, the summary when every test is done; each report with View Report and Download PDF.
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { StudentBooking } from '@margdarshak/contracts/api/bookings';
import { TEST_OPEN_DAYS_AFTER_SESSION } from '@margdarshak/contracts/api/personalityTests';
import { paths } from '../../../config/paths';
import { ReportButtons } from '../documents/ReportButtons';
import { sessionTestsView, type SessionTestsView, type TestRow } from './testRules';
import { useT } from '../../../lib/i18n/useLanguage';
import { sessionsMessages } from './messages';
import { useReportTitle } from '../../../lib/i18n/useReportTitle';

const rowSx = { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', py: 0.5 } as const;

/** The summary line's words, by the rules' summary. */
const summaryWords = { 'All Tests Completed': 'tests.allDone', 'Test Completed': 'tests.oneDone' } as const satisfies Record<NonNullable<SessionTestsView['summary']>, string>;

function TestState({ row, title, bookingId }: { row: TestRow; title: string; bookingId: string }) {
  const t = useT(sessionsMessages);
  switch (row.action) {
    case 'start':
    case 'continue': {
      const label = row.action === 'start' ? t('tests.start') : t('tests.continue');
      return (
        <Button
          size="small"
          variant={row.action === 'start' ? 'contained' : 'outlined'}
          component={RouterLink}
          to={paths.student.personalityTest.to(bookingId, row.testType)}
          aria-label={`${label}: ${title}`}
        >
          {label}
        </Button>
      );
    }
    case 'done':
      return (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'success.main' }}>
          <CheckCircleRounded fontSize="small" aria-hidden />
          <Typography variant="body2">{t('tests.done')}</Typography>
        </Stack>
      );
    case 'closed':
      return (
        <Typography variant="body2" color="textSecondary">
          {t('tests.closed')}
        </Typography>
      );
    default: {
      const unknown: never = row.action;
      return unknown;
    }
  }
}

export function SessionTests({ booking, now }: { booking: StudentBooking; now: Date }) {
  const t = useT(sessionsMessages);
  const title = useReportTitle();
  const view = sessionTestsView(booking, now);
  const reports = booking.session.reports;
  if (view.rows.length === 0 && reports.length === 0) return null;
  return (
    <Box sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      {view.rows.length > 0 && (
        <div>
          <Typography variant="subtitle2" component="h4">
            {t('tests.title')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {view.rows.map((row) => (
              <Box component="li" key={row.testType} sx={rowSx}>
                <Typography variant="body2">{t(`test.${row.testType}`)}</Typography>
                <TestState row={row} title={t(`test.${row.testType}`)} bookingId={booking.id} />
              </Box>
            ))}
          </Box>
          {view.summary && (
            <Typography variant="body2" sx={{ mt: 1, fontWeight: 600, color: 'success.main' }}>
              {t(summaryWords[view.summary])}
            </Typography>
          )}
          {view.closedNote && (
            <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
              {booking.status === 'cancelled' ? t('tests.closedCancelled') : booking.status === 'pending' ? t('tests.closedPending') : t('tests.closedWindow', { days: TEST_OPEN_DAYS_AFTER_SESSION })}
            </Typography>
          )}
        </div>
      )}
      {reports.length > 0 && (
        <div>
          <Typography variant="subtitle2" component="h4" sx={{ mt: view.rows.length > 0 ? 2 : 0 }}>
            {t('reports.title')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {reports.map((link) => (
              <Box component="li" key={link.id} sx={rowSx}>
                <Typography variant="body2">{title(link.title)}</Typography>
                <Stack direction="row" spacing={1}>
                  <ReportButtons link={link} />
                </Stack>
              </Box>
            ))}
          </Box>
        </div>
      )}
    </Box>
  );
}
