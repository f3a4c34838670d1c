// The next 30 days with the nearer ones disabled (and why), then the open slots of the chosen day. Changing the day
// clears the slot (public-area §4).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { dateRefusalMessages, upcomingDates } from '@margdarshak/contracts/schedule/slots';
import { useAvailableSlots } from '../api/getAvailableSlots';

const dayLabel = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`);
  return {
    weekday: day.toLocaleDateString('en-IN', { weekday: 'short', timeZone: 'UTC' }),
    day: day.toLocaleDateString('en-IN', { day: 'numeric', timeZone: 'UTC' }),
    month: day.toLocaleDateString('en-IN', { month: 'short', timeZone: 'UTC' }),
  };
};

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
        <Box sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 1 }}>
          {dates.map(({ date: d, refusal }) => {
            const label = dayLabel(d);
            const chosen = d === date;
            return (
              <Button
                key={d}
                variant={chosen ? 'contained' : 'outlined'}
                disabled={Boolean(refusal)}
                aria-pressed={chosen}
                aria-label={`${label.weekday} ${label.day} ${label.month}${refusal ? ` (${dateRefusalMessages[refusal]})` : ''}`}
                title={refusal ? dateRefusalMessages[refusal] : undefined}
                onClick={() => onChange({ date: d, slot: null })}
                sx={{ flexDirection: 'column', minWidth: 64, py: 1, lineHeight: 1.2 }}
              >
                <Typography variant="caption" component="span">
                  {label.weekday}
                </Typography>
                <Typography variant="h6" component="span">
                  {label.day}
                </Typography>
                <Typography variant="caption" component="span">
                  {label.month}
                </Typography>
              </Button>
            );
          })}
        </Box>
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
