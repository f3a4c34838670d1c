// One child on the parent dashboard: their sessions (with the counsellor's shared summary, documents and messages, and Pay
// for a booking the child chose), released reports to read on screen or download, the payments, withdrawing consent, a
// change of parent the child asked for, and the child's data.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ParentChild, ParentChildBooking } from '@margdarshak/contracts/api/family';
import { reportFileName } from '@margdarshak/contracts/api/personalityTests';
import { type SessionStage, sessionStage } from '@margdarshak/contracts/schedule/sessionLife';
import { paths } from '../../../config/paths';
import { serverErrorOf } from '../../../lib/apiClient';
import { downloadReportPdf } from '../../../lib/downloadReportPdf';
import { formatDate, formatTime } from '../../../lib/format';
import { useToast } from '../../../lib/toastContext';
import { useNow } from '../../../lib/useNow';
import { ownWordsLang } from '../../../lib/i18n/ownWords';
import { OwnWords } from '../../../components/shared/OwnWords';
import { useLanguage, useT } from '../../../lib/i18n/useLanguage';
import { parentMessages } from '../messages';
import { useChildBookings } from '../api/childBookings';
import { useWithdrawConsent } from '../api/withdrawConsent';
import { ChildDataActions, firstNameOf } from './ChildDataActions';
import { AskedSessionOffer } from './AskedSessionOffer';
import { ChildPayments } from './ChildPayments';
import { CounsellorMessages } from './CounsellorMessages';
import { ParentChangeNotice } from './ParentChangeNotice';
import { PayForBooking } from './PayForBooking';
import { usePackageName } from '../../packages';
import { useReportTitle } from '../../../lib/i18n/useReportTitle';

// The same stages the child's and the counsellor's dashboards show (contracts' sessionLife): Active Now while it happens.
const stageLabel = { pending: 'stage.pending', upcoming: 'stage.upcoming', active: 'stage.active', completed: 'stage.completed', cancelled: 'stage.cancelled' } as const satisfies Record<
  SessionStage,
  string
>;

function Sessions({ childId, childFirstName, bookings }: { childId: string; childFirstName: string; bookings: ParentChildBooking[] }) {
  const toast = useToast();
  const now = useNow();
  const t = useT(parentMessages);
  const title = useReportTitle();
  const packageName = usePackageName();
  const language = useLanguage();
  if (bookings.length === 0) return <Typography color="textSecondary">{t('sessions.none')}</Typography>;
  return (
    <Stack spacing={2}>
      {bookings.map((booking) => (
        <Paper key={booking.id} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h4">
            <OwnWords text={t('session.title', { package: packageName(booking), counsellor: booking.counsellorName })} words={[packageName(booking), booking.counsellorName]} />
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {formatDate(booking.sessionDate, language)}, {formatTime(booking.sessionDate, language)} · {t(stageLabel[sessionStage(booking, now)])}
          </Typography>
          {booking.sessionSummary && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              <strong>{t('session.fromCounsellor')}</strong> <span {...ownWordsLang(booking.sessionSummary, language)}>{booking.sessionSummary}</span>
            </Typography>
          )}
          {booking.documents.map((document, i) => (
            <Link key={document.path} href={document.path} target="_blank" rel="noopener" variant="body2" sx={{ display: 'block' }}>
              {t('session.document', { number: i + 1 })}
            </Link>
          ))}
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
            {booking.status === 'pending' && <PayForBooking childId={childId} booking={booking} />}
            {booking.session.reports.map((report) => (
              <Fragment key={report.id}>
                <Button size="small" variant="contained" component={RouterLink} to={paths.student.report.to(report.id)}>
                  <OwnWords text={t('session.read', { title: title(report.title) })} words={[title(report.title)]} />
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => downloadReportPdf(report.url, reportFileName(report.title)).catch((error: unknown) => toast.error(t('session.toast.pdfFailed'), serverErrorOf(error)))}
                >
                  <OwnWords text={t('session.download', { title: title(report.title) })} words={[title(report.title)]} />
                </Button>
              </Fragment>
            ))}
          </Stack>
          {booking.status !== 'pending' && <CounsellorMessages childId={childId} bookingId={booking.id} childFirstName={childFirstName} />}
        </Paper>
      ))}
    </Stack>
  );
}

export function ChildSection({ child }: { child: ParentChild }) {
  const bookings = useChildBookings(child.id);
  const withdraw = useWithdrawConsent();
  const toast = useToast();
  const [withdrawn, setWithdrawn] = useState<string | undefined>();
  const t = useT(parentMessages);
  const language = useLanguage();
  const name = firstNameOf(child.name);
  return (
    <Paper component="section" aria-label={child.name} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h2" {...ownWordsLang(child.name, language)}>
            {child.name}
          </Typography>
          <Chip
            size="small"
            color={child.consent === 'given' ? 'success' : 'default'}
            label={child.consent === 'given' ? t('child.consentGiven', { date: formatDate(child.since, language) }) : t('child.consentWithdrawn')}
          />
        </Stack>
        {child.consent === 'given' && (
          <Button
            color="error"
            disabled={withdraw.isPending}
            onClick={() => withdraw.mutate(child.id, { onSuccess: (answer) => setWithdrawn(answer.message), onError: (error) => toast.error(t('child.toast.withdrawFailed'), serverErrorOf(error)) })}
          >
            {t('child.withdraw')}
          </Button>
        )}
      </Stack>
      <ParentChangeNotice child={child} />
      <AskedSessionOffer child={child} />
      {(withdrawn || child.consent === 'withdrawn') && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {withdrawn ?? t('child.withdrawn')} <OwnWords text={t('child.withdrawnDelete', { fullName: child.name, name })} words={[child.name, name]} />
        </Alert>
      )}
      <Typography variant="h6" component="h3" gutterBottom>
        {t('child.sessionsTitle')}
      </Typography>
      {bookings.isPending && <Typography>{t('loading')}</Typography>}
      {bookings.isError && <Alert severity="error">{t('child.sessionsFailed')}</Alert>}
      {bookings.data && <Sessions childId={child.id} childFirstName={name} bookings={bookings.data} />}
      <Typography variant="h6" component="h3" sx={{ mt: 3 }} gutterBottom>
        {t('child.paymentsTitle')}
      </Typography>
      {bookings.data && <ChildPayments childId={child.id} bookings={bookings.data} />}
      <Typography variant="h6" component="h3" sx={{ mt: 3 }} gutterBottom>
        <OwnWords text={t('child.dataTitle', { name })} words={[name]} />
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        <OwnWords text={t('child.dataLead', { fullName: child.name })} words={[child.name]} />
      </Typography>
      <ChildDataActions child={child} />
    </Paper>
  );
}
