// What the counsellor shared after the session (issue 15): their summary and the documents they sent, each downloaded
// from the booking's own document address (only the student, their counsellor and admins may read it).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StudentBooking } from '@margdarshak/contracts/api/bookings';
import { DashboardSection } from '../../../components/DashboardSection';
import { OwnWords } from '../../../components/shared/OwnWords';
import { ownWordsLang } from '../../../lib/i18n/ownWords';
import { useLanguage, useT } from '../../../lib/i18n/useLanguage';
import { sessionsMessages } from './messages';

export function CounsellorSharedCard({ booking }: { booking: Pick<StudentBooking, 'counsellorName' | 'sessionSummary' | 'documents'> }) {
  const t = useT(sessionsMessages);
  const language = useLanguage();
  return (
    <DashboardSection title={t('shared.title')}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {t('shared.summary')}
      </Typography>
      {booking.sessionSummary ? (
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 2 }} {...ownWordsLang(booking.sessionSummary, language)}>
          {booking.sessionSummary}
        </Typography>
      ) : (
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          <OwnWords text={t('shared.noSummary', { name: booking.counsellorName })} words={[booking.counsellorName]} />
        </Typography>
      )}
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {t('shared.documents')}
      </Typography>
      {booking.documents.length === 0 ? (
        <Typography color="textSecondary">{t('shared.noDocuments')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {booking.documents.map((document, index) => (
            <Box component="li" key={document.path} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Typography>
                <OwnWords text={t('shared.document', { number: index + 1, name: booking.counsellorName })} words={[booking.counsellorName]} />
              </Typography>
              <Button size="small" variant="outlined" component="a" href={document.path} download>
                {t('shared.download')}
              </Button>
            </Box>
          ))}
        </Stack>
      )}
    </DashboardSection>
  );
}
