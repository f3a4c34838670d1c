// /parent/dashboard (issue 20): each child a parent consented for, with their sessions, released reports, what the
// counsellor shared after a session, and the payments; the parent's reminder setting, and any child whose account was
// deleted. View-only, apart from withdrawing consent.
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Placeholder } from '../../../components/Placeholder';
import { LogoutButton, MyDataCard, myDataCatalogues } from '../../auth';
import { bookingMessages } from '../../booking';
import { useChildren } from '../api/children';
import { ChildSection } from '../components/ChildSection';
import { DeletedChildren } from '../components/DeletedChildren';
import { ReminderSetting } from '../components/ReminderSetting';
import { useDeletedChildren } from '../api/deletedChildren';
import { useT } from '../../../lib/i18n/useLanguage';
import { paymentMessages } from '../../../components/checkout/messages';
import { parentMessages } from '../messages';

/**
 * Loaded in the account's language with the page (app/routes.tsx): its words, Pay's toasts and state list (payment,
 * booking), and the data card and password dialog (auth's).
 */
export const pageCatalogues = [parentMessages, paymentMessages, bookingMessages, ...myDataCatalogues];

/**
 * Where the reminder setting and a child's section will be, about their height at each width: the card below is out of
 * the first screen while they load, as it will be once they have (docs/decisions/0145).
 */
function ChildrenPlaceholder() {
  const t = useT(parentMessages);
  return (
    <Stack spacing={3} role="status" aria-label={t('dashboard.loadingChildren')}>
      <Placeholder rounded height={130} />
      <Placeholder rounded sx={{ height: { xs: 540, md: 380 } }} />
    </Stack>
  );
}

export function ParentDashboardPage() {
  const children = useChildren();
  const deleted = useDeletedChildren();
  const t = useT(parentMessages);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 3 }}>
        <Typography variant="h4" component="h1">
          {t('dashboard.title')}
        </Typography>
        <LogoutButton />
      </Stack>
      {children.isError && <Alert severity="error">{t('dashboard.childrenFailed')}</Alert>}
      {children.data?.length === 0 && deleted.isSuccess && deleted.data.length === 0 && <Typography>{t('dashboard.noChild')}</Typography>}
      <Stack spacing={3}>
        <DeletedChildren />
        {children.isPending && <ChildrenPlaceholder />}
        {children.data?.length ? <ReminderSetting /> : null}
        {children.data?.map((child) => (
          <ChildSection key={child.id} child={child} />
        ))}
        <MyDataCard role="parent" />
      </Stack>
    </Container>
  );
}
