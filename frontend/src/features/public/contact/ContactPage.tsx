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
import { contactFailure, useSendContactMessage } from './sendContactMessage';
import { usePageMeta } from '../../../lib/usePageMeta';

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
  usePageMeta('Contact us', 'Phone, e-mail and office details for Margdarshak, and a form to send us a message.');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = { name: form.name.trim(), email: form.email.trim(), message: form.message.trim() };
    if (!trimmed.name || !trimmed.email || !trimmed.message) {
      toast.error('Missing information', 'Please fill in all fields before sending your message.');
      return;
    }
    sending.mutate(trimmed, {
      onSuccess: (answer) => {
        toast.success('Message sent', answer.message);
        setForm(empty);
      },
      onError: (error) => toast.error('Error sending message', contactFailure(error)),
    });
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h3" component="h1" gutterBottom sx={{ fontSize: { xs: '2rem', md: '3rem' } }}>
        Contact us
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 5, maxWidth: 640 }}>
        Questions about a package, a booking or a report? Write to us and a member of our team replies within two working days.
      </Typography>
      <Grid container spacing={5}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={3} component="section" aria-label="Our details">
            <Detail icon={<PhoneRounded color="primary" />} title="Phone">
              <Link href="tel:+912041234567">+91 20 4123 4567</Link>
              <br />
              Monday to Saturday, 10 AM to 6 PM
            </Detail>
            <Detail icon={<EmailRounded color="primary" />} title="E-mail">
              <Link href="mailto:hello@margdarshak.in">hello@margdarshak.in</Link>
            </Detail>
            <Detail icon={<LocationOnRounded color="primary" />} title="Office">
              Margdarshak Career Guidance Pvt. Ltd.
              <br />
              3rd floor, Sai Chambers, FC Road, Shivajinagar
              <br />
              Pune, Maharashtra 411005
            </Detail>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h5" component="h2" gutterBottom>
                Send us a message
              </Typography>
              <Stack component="form" noValidate onSubmit={submit} spacing={2}>
                <TextField label="Your name" autoComplete="name" value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
                <TextField label="Email" type="email" autoComplete="email" value={form.email} onChange={(e) => setForm({ ...form, email: e.target.value })} />
                <TextField label="Message" multiline minRows={5} value={form.message} onChange={(e) => setForm({ ...form, message: e.target.value })} />
                <Button type="submit" variant="contained" size="large" disabled={sending.isPending}>
                  {sending.isPending ? 'Sending…' : 'Send message'}
                </Button>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Container>
  );
}
