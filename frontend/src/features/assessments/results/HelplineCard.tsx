// Tele-MANAS (issue 28, item 5): shown beside a high low-moods reading, to the student and in the counsellor's view,
// in the reader's language. The number is a tel: link, so a phone dials it in one tap.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { helplineText, helplineTextForCounsellors, TELE_MANAS_NUMBER } from '@margdarshak/contracts/assessments/helpline';
import type { TestLanguage } from '@margdarshak/contracts/assessments/tests';
import type { ResultAudience } from './audience';

const callWords: Record<TestLanguage, string> = { en: 'Call Tele-MANAS', hi: 'टेली-मानस को कॉल कीजिए' };

export function HelplineCard({ language, audience }: { language: TestLanguage; audience: ResultAudience }) {
  const text = (audience === 'counsellor' ? helplineTextForCounsellors : helplineText)[language];
  return (
    <Alert severity="info" lang={language} data-testid="helpline" sx={{ '& .MuiAlert-message': { typography: 'body1' } }}>
      <AlertTitle component="h3" sx={{ typography: 'h6' }}>
        {text.title}
      </AlertTitle>
      <Typography sx={{ mb: 1 }}>{text.body}</Typography>
      <Link href={`tel:${TELE_MANAS_NUMBER}`} sx={{ fontWeight: 600 }}>
        {callWords[language]}: {TELE_MANAS_NUMBER}
      </Link>
    </Alert>
  );
}
