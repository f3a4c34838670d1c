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
  const open = (slots.data?.availableSlots ?? []).filter((s) => !(exclude && exclude.date === date && exclude.slot === s));

  return (
    <Stack spacing={3}>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          Choose a date
        </Typography>
        {tooSoon.length > 0 && (
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
            {dateRefusalMessages.too_soon}.
          </Typography>
        )}
        <DatePages dates={dates} chosen={date} onChoose={(d) => onChange({ date: d, slot: null })} />
      </Box>
      {date && (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            Choose a time (India time, 60 minutes)
          </Typography>
          {slots.isPending ? (
            <Skeleton variant="rounded" height={48} />
          ) : slots.isError ? (
            <Alert severity="error">Failed to fetch available slots</Alert>
          ) : open.length === 0 ? (
            <Alert severity="info">No free slots on this day. Please choose another date.</Alert>
          ) : (
            <ToggleButtonGroup exclusive value={slot} onChange={(_, next: string | null) => onChange({ date, slot: next })} sx={{ flexWrap: 'wrap', gap: 1 }} aria-label="Time slots">
              {open.map((s) => (
                <ToggleButton key={s} value={s} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
                  {s}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
        </Box>
      )}
    </Stack>
  );
}
