// The dashboard's card once a parent's consent lets the student book (issue 30): it takes the waiting card's place, so
// the request the student watched does not silently vanish. Shown for two weeks after the consent, until closed
// (remembered in this browser); the same news goes by mail (the booking-open processor).
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n/useLanguage';
import { studentMessages } from '../messages';

const SHOWN_FOR_MS = 14 * 24 * 60 * 60 * 1000;
const closedKey = (openedAt: string) => `margdarshak.bookingOpenSeen.${openedAt}`;

function wasClosed(openedAt: string): boolean {
  try {
    return window.localStorage.getItem(closedKey(openedAt)) !== null;
  } catch {
    return false; // storage refused (private mode): the card shows until the two weeks pass
  }
}

export function BookingOpenCard({ openedAt }: { openedAt: string | null }) {
  const t = useT(studentMessages);
  const [closed, setClosed] = useState(() => openedAt === null || wasClosed(openedAt));
  if (!openedAt || closed || Date.now() - Date.parse(openedAt) > SHOWN_FOR_MS) return null;
  const close = () => {
    try {
      window.localStorage.setItem(closedKey(openedAt), '1');
    } catch {
      // nothing to remember it in: it closes for this visit
    }
    setClosed(true);
  };
  return (
    <Alert severity="success" sx={{ mb: 3 }} onClose={close}>
      <AlertTitle>{t('open.title')}</AlertTitle>
      {t('open.text')}
      <Button component={RouterLink} to={paths.packages} variant="outlined" color="inherit" size="small" sx={{ display: 'flex', width: 'fit-content', mt: 1.5 }}>
        {t('open.book')}
      </Button>
    </Alert>
  );
}
