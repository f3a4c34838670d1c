// /counsellor/availability: hours per weekday (India time) and days off; students see only these slots.
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Availability } from '@margdarshak/contracts/api/bookings';
import { weekdays } from '@margdarshak/contracts/schedule/slots';
import { paths } from '../../../app/paths';
import { fieldIssuesOf, serverErrorOf } from '../../../lib/apiClient';
import { formatDay } from '../../../lib/format';
import { useToast } from '../../../lib/toastContext';
import { useCurrentUser } from '../../auth/api/getCurrentUser';
import { useAvailability, useSaveAvailability } from '../api/availability';

const title = (day: string) => day[0]?.toUpperCase() + day.slice(1);

function AvailabilityForm({ counsellorId, initial }: { counsellorId: string; initial: Availability }) {
  const [value, setValue] = useState(initial);
  const [dayOff, setDayOff] = useState('');
  const save = useSaveAvailability(counsellorId);
  const toast = useToast();
  const setRanges = (day: (typeof weekdays)[number], ranges: Availability['weekly'][typeof day]) => setValue({ ...value, weekly: { ...value.weekly, [day]: ranges } });

  const submit = () =>
    save.mutate(value, {
      onSuccess: () => toast.success('Availability saved', 'Students now see your new hours.'),
      onError: (error) => toast.error('Could not save', Object.values(fieldIssuesOf(error))[0] ?? serverErrorOf(error) ?? 'Please check the hours and try again.'),
    });

  return (
    <Stack spacing={3}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            Weekly hours (India time)
          </Typography>
          <Stack spacing={2}>
            {weekdays.map((day) => (
              <Stack key={day} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                <Typography sx={{ width: 110, fontWeight: 600 }}>{title(day)}</Typography>
                <Stack spacing={1} sx={{ flexGrow: 1 }}>
                  {value.weekly[day].length === 0 && <Typography color="textSecondary">Not available</Typography>}
                  {value.weekly[day].map((range, index) => (
                    <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <TextField size="small" type="time" label="From" value={range.start} slotProps={{ htmlInput: { step: 1800 } }} onChange={(e) => setRanges(day, value.weekly[day].map((r, i) => (i === index ? { ...r, start: e.target.value } : r)))} />
                      <TextField size="small" type="time" label="To" value={range.end} slotProps={{ htmlInput: { step: 1800 } }} onChange={(e) => setRanges(day, value.weekly[day].map((r, i) => (i === index ? { ...r, end: e.target.value } : r)))} />
                      <IconButton aria-label={`Remove ${title(day)} hours ${range.start} to ${range.end}`} onClick={() => setRanges(day, value.weekly[day].filter((_, i) => i !== index))}>
                        <DeleteOutlineRounded />
                      </IconButton>
                    </Stack>
                  ))}
                </Stack>
                <Button size="small" startIcon={<AddRounded />} onClick={() => setRanges(day, [...value.weekly[day], { start: '10:00', end: '13:00' }])} aria-label={`Add hours on ${title(day)}`}>
                  Add hours
                </Button>
              </Stack>
            ))}
          </Stack>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            Days off
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
            <TextField size="small" type="date" label="Date" value={dayOff} onChange={(e) => setDayOff(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
            <Button
              onClick={() => {
                if (dayOff && !value.daysOff.includes(dayOff)) setValue({ ...value, daysOff: [...value.daysOff, dayOff].sort() });
                setDayOff('');
              }}
            >
              Add day off
            </Button>
          </Stack>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {value.daysOff.length === 0 && <Typography color="textSecondary">No days off planned.</Typography>}
            {value.daysOff.map((date) => (
              <Chip key={date} label={formatDay(date)} onDelete={() => setValue({ ...value, daysOff: value.daysOff.filter((d) => d !== date) })} />
            ))}
          </Stack>
        </CardContent>
      </Card>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" size="large" onClick={submit} disabled={save.isPending}>
          Save availability
        </Button>
        <Button component={RouterLink} to={paths.counsellor.dashboard} size="large">
          Back to dashboard
        </Button>
      </Stack>
    </Stack>
  );
}

export function AvailabilityPage() {
  const user = useCurrentUser();
  const availability = useAvailability(user.data?.id ?? '');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Manage Availability
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        Sessions are 60 minutes. Students can book from two days ahead; slots already booked stay booked when you change your hours.
      </Typography>
      {availability.data && user.data ? <AvailabilityForm counsellorId={user.data.id} initial={availability.data} /> : <Skeleton variant="rounded" height={520} />}
    </Container>
  );
}
