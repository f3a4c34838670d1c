// Recent Documents (dashboards §2, §5, §9): the reports of the five most recent sessions that have any, each with its
// title, the session's date, View Report and Download PDF.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../lib/format';
import { useStudentBookings } from '../api/studentBookings';
import { DashboardSection } from '../../../components/DashboardSection';
import { ReportButtons } from './ReportButtons';
import { OwnWords } from '../../../components/shared/OwnWords';
import { recentDocuments } from './reportDocuments';
import { useLanguage, useT } from '../../../lib/i18n/useLanguage';
import { studentMessages } from '../messages';
import { usePackageName } from '../../packages';
import { useReportTitle } from '../../../lib/i18n/useReportTitle';

export function RecentDocumentsCard({ studentId }: { studentId: string }) {
  const t = useT(studentMessages);
  const title = useReportTitle();
  const packageName = usePackageName();
  const language = useLanguage();
  const bookings = useStudentBookings(studentId);
  const sessions = bookings.data ? recentDocuments(bookings.data) : [];
  return (
    <DashboardSection title={t('documents.title')}>
      {bookings.isPending ? (
        <Stack spacing={1} aria-busy="true" aria-label={t('documents.loading')}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      ) : bookings.isError ? (
        <Alert severity="error">{t('documents.failed')}</Alert>
      ) : sessions.length === 0 ? (
        <Typography color="textSecondary" sx={{ textAlign: 'center', py: 2 }}>
          {t('documents.none')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {sessions.flatMap((session) =>
            session.reports.map((link) => (
              <Box component="li" key={link.id} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
                <div>
                  <Typography sx={{ fontWeight: 600 }}>{title(link.title)}</Typography>
                  <Typography variant="body2" color="textSecondary">
                    <OwnWords text={t('documents.session', { date: formatDate(session.sessionDate, language), package: packageName(session) })} words={[packageName(session)]} />
                  </Typography>
                </div>
                <Stack direction="row" spacing={1}>
                  <ReportButtons link={link} />
                </Stack>
              </Box>
            )),
          )}
        </Stack>
      )}
    </DashboardSection>
  );
}
