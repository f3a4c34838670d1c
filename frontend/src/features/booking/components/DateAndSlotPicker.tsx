// The next 30 days with the nearer ones disabled (and why), a page of them at a time with arrows to the others, then
// the open slots of the chosen day. Changing the day clears the slot (public-area §4).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { dateRefusalMessages, upcomingDates } from '@margdarshak/contracts/schedule/slots';
import { useAvailableSlots } from '../api/getAvailableSlots';
import { DatePages } from './DatePages';
import { formatSlot } from '../../../lib/format';
import { useApiMessages } from '../../../lib/i18n/apiMessages';
import { useLanguage, useT } from '../../../lib/i18n/useLanguage';
import { bookingMessages } from '../messages';

interface Props {
  counsellorId: string;
  date: string | null;
  slot: string | null;
  onChange(choice: { date: string | null; slot: string | null }): void;
  /** A slot the student already holds (rescheduling): not offered again. */
  exclude?: { date: string; slot: string };
}

export function DateAndSlotPicker({ counsellorId, date, slot, onChange, exclude }: Props) {
  const dates = useMemo(() => upcomingDates(new Date()), []);
  const slots = useAvailableSlots(counsellorId, date);
  const tooSoon = dates.filter((d) => d.refusal === 'too_soon');
  const t = useT(bookingMessages);
  const language = useLanguage();
  const say = useApiMessages();
  const open = (slots.data?.availableSlots ?? []).filter((s) => !(exclude && exclude.date === date && exclude.slot === s));

  return (
    <Stack spacing={3}>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {t('picker.date')}
        </Typography>
        {tooSoon.length > 0 && (
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
            {say(dateRefusalMessages.too_soon)}
            {language === 'hi' ? '।' : '.'}
          </Typography>
        )}
        <DatePages dates={dates} chosen={date} onChoose={(d) => onChange({ date: d, slot: null })} />
      </Box>
      {date && (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {t('picker.time')}
          </Typography>
          {slots.isPending ? (
            <Skeleton variant="rounded" height={48} />
          ) : slots.isError ? (
            <Alert severity="error">{t('picker.slotsFailed')}</Alert>
          ) : open.length === 0 ? (
            <Alert severity="info">{t('picker.noSlots')}</Alert>
          ) : (
            <ToggleButtonGroup exclusive value={slot} onChange={(_, next: string | null) => onChange({ date, slot: next })} sx={{ flexWrap: 'wrap', gap: 1 }} aria-label={t('picker.slots')}>
              {open.map((s) => (
                <ToggleButton key={s} value={s} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
                  {formatSlot(s, language)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
        </Box>
      )}
    </Stack>
  );
}
