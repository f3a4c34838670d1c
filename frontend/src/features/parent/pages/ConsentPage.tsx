// /consent/{token}: the parent reads what we collect and why, confirms they are the parent or guardian, and consents
// (choosing a password, or entering their parent account's) or refuses. The same page asks a parent who withdrew to
// consent again, and another parent to take over (declining that changes nothing). A used or expired link says so.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { IS_PARENT_REQUIRED } from '@margdarshak/contracts/api/family';
import { MIN_PASSWORD_LENGTH } from '@margdarshak/contracts/api/accounts';
import { paths } from '../../../config/paths';
import { CenteredStatus } from '../../../components/CenteredStatus';
import { fieldIssuesOf, serverErrorOf } from '../../../lib/apiClient';
import { useToast } from '../../../lib/toastContext';
import { useConsentRequest } from '../api/consentRequest';
import { useDecideConsent } from '../api/decideConsent';
import { NoticeSections } from '../components/NoticeSections';
import { consentMessages } from '../consentMessages/messages';
import { useApiMessages } from '../../../lib/i18n/apiMessages';
import { useLanguage, useT } from '../../../lib/i18n/useLanguage';
import { usePageMeta } from '../../../lib/usePageMeta';

/** Loaded in Hindi with the page under /hi (app/routes.tsx). */
export const pageCatalogues = [consentMessages];

export function ConsentPage() {
  const { token = '' } = useParams();
  const request = useConsentRequest(token);
  const decide = useDecideConsent(token);
  const navigate = useNavigate();
  const toast = useToast();
  const [isParent, setIsParent] = useState(false);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refused, setRefused] = useState<string | undefined>();
  const t = useT(consentMessages);
  const language = useLanguage();
  const say = useApiMessages();
  usePageMeta(t('meta.title'), t('meta.title'));

  if (refused) return <Outcome text={refused} />;
  if (request.isPending) return <CenteredStatus text={t('loading')} />;
  if (request.isError) return <Outcome text={serverErrorOf(request.error) ?? t('failed')} error />;
  const view = request.data;
  const name = view.childFirstName.trim();
  const child = { named: name ? 'yes' : 'no', name, email: view.parentEmail };

  const give = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!isParent) found.isParent = say(IS_PARENT_REQUIRED);
    if (password.length < MIN_PASSWORD_LENGTH) found.password = say(`Password must be at least ${MIN_PASSWORD_LENGTH} characters`);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    decide.mutate(
      { decision: 'give', isParent: true, password, noticeLanguage: language },
      {
        onSuccess: (answer) => {
          toast.success(t('toast.given'), answer.message);
          navigate(paths.parent.dashboard, { replace: true });
        },
        onError: (error) => {
          setErrors(fieldIssuesOf(error));
          toast.error(t('toast.notGiven'), serverErrorOf(error));
        },
      },
    );
  };
  const refuse = () =>
    decide.mutate(
      { decision: 'refuse', noticeLanguage: language },
      { onSuccess: (answer) => setRefused(answer.message), onError: (error) => toast.error(t('toast.notRefused'), serverErrorOf(error)) },
    );

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Paper sx={{ p: { xs: 3, md: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {view.kind === 'again' ? t('titleAgain', child) : t('title', child)}
        </Typography>
        <Typography sx={{ mb: 3 }}>
          {t(`intro.${view.kind}`, child)} {t('why')}
        </Typography>
        <NoticeSections notice={view.notice} />
        <Stack component="form" noValidate onSubmit={give} spacing={2} sx={{ mt: 3 }}>
          <FormControlLabel control={<Checkbox checked={isParent} onChange={(e) => setIsParent(e.target.checked)} />} label={t('isParent', child)} />
          {errors.isParent && <FormHelperText error>{errors.isParent}</FormHelperText>}
          <Typography variant="body2" color="textSecondary">
            {view.parentHasAccount ? t('hasAccount') : t('newAccount')}
          </Typography>
          <TextField
            label={view.parentHasAccount ? t('yourPassword') : t('choosePassword')}
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={Boolean(errors.password)}
            helperText={errors.password}
            autoComplete={view.parentHasAccount ? 'current-password' : 'new-password'}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button type="submit" variant="contained" size="large" disabled={decide.isPending}>
              {t('give')}
            </Button>
            <Button color="error" onClick={refuse} disabled={decide.isPending}>
              {view.kind === 'change' ? t('decline') : t('refuse', child)}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Container>
  );
}

function Outcome({ text, error = false }: { text: string; error?: boolean }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
      <Alert severity={error ? 'warning' : 'info'}>{text}</Alert>
    </Container>
  );
}
