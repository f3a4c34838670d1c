// /contact: how to reach us, and the form (public-area §2, §5, §8).
import EmailRounded from '@mui/icons-material/EmailRounded';
import LocationOnRounded from '@mui/icons-material/LocationOnRounded';
import PhoneRounded from '@mui/icons-material/PhoneRounded';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useToast } from '../../../lib/toastContext';
import { useSendContactMessage } from './sendContactMessage';
import { serverErrorOf } from '../../../lib/apiClient';
import { usePageMeta } from '../../../lib/usePageMeta';
import { useT } from '../../../lib/i18n/useLanguage';
import { contactMessages } from './messages';

/** Loaded in Hindi with the page under /hi (app/routes.tsx). */
export const pageCatalogues = [contactMessages];

function Detail({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2}>
      {icon}
      <div>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography color="textSecondary" component="div">
          {children}
        </Typography>
      </div>
    </Stack>
  );
}

const empty = { name: '', email: '', message: '' };

export function ContactPage() {
  const [form, setForm] = useState(empty);
  const toast = useToast();
  const sending = useSendContactMessage();
  const t = useT(contactMessages);
  usePageMeta(t('meta.title'), t('meta.description'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = { name: form.name.trim(), email: form.email.trim(), message: form.message.trim() };
    if (!trimmed.name || !trimmed.email || !trimmed.message) {
      toast.error(t('toast.missing.title'), t('toast.missing.text'));
      return;
    }
    sending.mutate(trimmed, {
      onSuccess: (answer) => {
        toast.success(t('toast.sent'), answer.message);
        setForm(empty);
      },
      onError: (error) => toast.error(t('toast.failed.title'), serverErrorOf(error) ?? t('toast.failed.text')),
    });
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h3" component="h1" gutterBottom sx={{ fontSize: { xs: '2rem', md: '3rem' } }}>
        {t('title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 5, maxWidth: 640 }}>
        {t('lead')}
      </Typography>
      <Grid container spacing={5}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={3} component="section" aria-label={t('details')}>
            <Detail icon={<PhoneRounded color="primary" />} title={t('phone')}>
              <Link href="tel:+912041234567">+91 20 4123 4567</Link>
              <br />
              {t('hours')}
            </Detail>
            <Detail icon={<EmailRounded color="primary" />} title={t('email')}>
              <Link href="mailto:hello@margdarshak.in" lang="en-IN">
                hello@margdarshak.in
              </Link>
            </Detail>
            <Detail icon={<LocationOnRounded color="primary" />} title={t('office')}>
              <span lang="en-IN">Margdarshak Career Guidance Pvt. Ltd.</span>
              <br />
              {t('office.street')}
              <br />
              {t('office.city')}
            </Detail>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h5" component="h2" gutterBottom>
                {t('form.title')}
              </Typography>
              <Stack component="form" noValidate onSubmit={submit} spacing={2}>
                <TextField label={t('form.name')} autoComplete="name" value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
                <TextField label={t('form.email')} type="email" autoComplete="email" value={form.email} onChange={(e) => setForm({ ...form, email: e.target.value })} />
                <TextField label={t('form.message')} multiline minRows={5} value={form.message} onChange={(e) => setForm({ ...form, message: e.target.value })} />
                <Button type="submit" variant="contained" size="large" disabled={sending.isPending}>
                  {sending.isPending ? t('form.sending') : t('form.send')}
                </Button>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Container>
  );
}
