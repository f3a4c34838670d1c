// On the Parent Details card, once a parent has given consent and nothing is under way: who consented (the address
// masked), and "Ask another parent or guardian" with the consent card's form. While a change is under way, or consent
// is awaited or withdrawn, the consent card at the top of the dashboard says it instead.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useConsentStatus } from '../../../lib/consentStatusQuery';
import { OwnWords } from '../../../components/shared/OwnWords';
import { LazyParentEmailForm } from './LazyParentEmailForm';
import { useT } from '../../../lib/i18n/useLanguage';
import { studentMessages } from '../messages';

export function ParentOrGuardianLine() {
  const status = useConsentStatus();
  const [asking, setAsking] = useState(false);
  const t = useT(studentMessages);
  const data = status.data;
  if (data?.status !== 'given' || data.parentChange) return null;
  const limited = data.mailsLeft === 0;
  return (
    <Box component="section" aria-label={t('guardian.label')}>
      <Divider sx={{ my: 2 }} />
      <Typography variant="body2" color="textSecondary">
        {t('guardian.label')}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {data.parentEmail ? <OwnWords text={t('guardian.gave', { email: data.parentEmail })} words={[data.parentEmail]} /> : t('guardian.yourParent')}
      </Typography>
      <Button size="small" sx={{ mt: 0.5, ml: -0.5 }} disabled={limited} onClick={() => setAsking((open) => !open)} aria-expanded={asking}>
        {t('guardian.ask')}
      </Button>
      {limited && data.limitMessage && (
        <Typography variant="body2" role="status">
          {data.limitMessage}
        </Typography>
      )}
      {asking && !limited && <LazyParentEmailForm consented onSent={() => setAsking(false)} onFailed={() => void status.refetch()} />}
    </Box>
  );
}
