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
import { childWords, consentIntroduction } from '../components/consentWording';

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

  if (refused) return <Outcome text={refused} />;
  if (request.isPending) return <CenteredStatus text="Loading..." />;
  if (request.isError) return <Outcome text={serverErrorOf(request.error) ?? 'This consent link could not be opened. Please try again later.'} error />;
  const view = request.data;
  const child = childWords(view.childFirstName);

  const give = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!isParent) found.isParent = IS_PARENT_REQUIRED;
    if (password.length < MIN_PASSWORD_LENGTH) found.password = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    decide.mutate(
      { decision: 'give', isParent: true, password },
      {
        onSuccess: (answer) => {
          toast.success('Consent recorded', answer.message);
          navigate(paths.parent.dashboard, { replace: true });
        },
        onError: (error) => {
          setErrors(fieldIssuesOf(error));
          toast.error('Consent not recorded', serverErrorOf(error));
        },
      },
    );
  };
  const refuse = () => decide.mutate({ decision: 'refuse' }, { onSuccess: (answer) => setRefused(answer.message), onError: (error) => toast.error('Refusal not recorded', serverErrorOf(error)) });

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Paper sx={{ p: { xs: 3, md: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {view.kind === 'again' ? `${child.subject} asks for your consent again` : `${child.subject} asks for your consent`}
        </Typography>
        <Typography sx={{ mb: 3 }}>
          {consentIntroduction(view.kind, child, view.parentEmail)} As they are under 18, they can book sessions only with a parent’s consent. Here is what that means.
        </Typography>
        <NoticeSections notice={view.notice} />
        <Stack component="form" noValidate onSubmit={give} spacing={2} sx={{ mt: 3 }}>
          <FormControlLabel control={<Checkbox checked={isParent} onChange={(e) => setIsParent(e.target.checked)} />} label={`I am ${child.possessive} parent or lawful guardian`} />
          {errors.isParent && <FormHelperText error>{errors.isParent}</FormHelperText>}
          <Typography variant="body2" color="textSecondary">
            {view.parentHasAccount
              ? 'You already have a parent account with this e-mail: enter its password to add this child to it.'
              : 'Choose a password for your parent account: with it you can follow your child’s sessions and reports, and withdraw your consent at any time.'}
          </Typography>
          <TextField
            label={view.parentHasAccount ? 'Your password' : 'Choose a password'}
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={Boolean(errors.password)}
            helperText={errors.password}
            autoComplete={view.parentHasAccount ? 'current-password' : 'new-password'}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button type="submit" variant="contained" size="large" disabled={decide.isPending}>
              Give consent
            </Button>
            <Button color="error" onClick={refuse} disabled={decide.isPending}>
              {view.kind === 'change' ? 'Decline' : `Refuse and close ${child.possessive} account`}
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
