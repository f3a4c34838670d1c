// /counsellor/availability (dashboards §2): hours per weekday (India time) and days off. Students are offered only
// 60-minute slots inside these hours; a counsellor who never set them sees, and is booked on, the defaults.
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Alert from '@mui/material/Alert';
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
import { availabilityRequest, type Availability } from '@margdarshak/contracts/api/bookings';
import { defaultWeeklyHours, istDate, weekdays, type HoursRange, type Weekday } from '@margdarshak/contracts/schedule/slots';
import { paths } from '../../../config/paths';
import { fieldIssuesOf, serverErrorOf } from '../../../lib/apiClient';
import { formatDay } from '../../../lib/format';
import { useToast } from '../../../lib/toastContext';
import { useCurrentUser } from '../../auth';
import { useAvailability, useSaveAvailability } from '../api/availability';

const title = (day: Weekday) => `${day.charAt(0).toUpperCase()}${day.slice(1)}`;
const NEW_RANGE: HoursRange = { start: '10:00', end: '13:00' };
/** Wide enough for '10:30 AM' and the picker's icon; full width when the fields stack on a phone. */
const timeField = { width: { xs: '100%', sm: '10rem' } } as const;

const isDefault = (value: Availability) => value.daysOff.length === 0 && JSON.stringify(value.weekly) === JSON.stringify(defaultWeeklyHours);

/** The contract's messages, keyed `day` or `day.index` (a range), so each shows beside what it is about. */
function problemsOf(value: Availability): Record<string, string> {
  const result = availabilityRequest.safeParse(value);
  const problems: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const [, day, index] = issue.path;
    const key = index === undefined ? String(day ?? 'form') : `${String(day)}.${String(index)}`;
    problems[key] ??= issue.message;
  }
  return problems;
}

function DayHours({ day, ranges, problems, onChange }: { day: Weekday; ranges: HoursRange[]; problems: Record<string, string>; onChange(ranges: HoursRange[]): void }) {
  const edit = (index: number, change: Partial<HoursRange>) => onChange(ranges.map((r, i) => (i === index ? { ...r, ...change } : r)));
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }} role="group" aria-label={`${title(day)} hours`}>
      <Typography sx={{ width: 110, fontWeight: 600, pt: { sm: 1 } }}>{title(day)}</Typography>
      <Stack spacing={1} sx={{ flexGrow: 1 }}>
        {ranges.length === 0 && (
          <Typography color="textSecondary" sx={{ pt: { sm: 1 } }}>
            Not available
          </Typography>
        )}
        {ranges.map((range, index) => {
          const problem = problems[`${day}.${index}`];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a range has no identity but its position: the inputs are controlled and the field errors are addressed by index (day.N)
            <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              {/* On a phone From and To stack at full width, so each time shows whole (side by side they were cut off at 360 px). */}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexGrow: 1, minWidth: 0 }}>
                <TextField
                  size="small"
                  type="time"
                  label="From"
                  value={range.start}
                  sx={timeField}
                  slotProps={{ htmlInput: { step: 1800 }, inputLabel: { shrink: true } }}
                  onChange={(e) => edit(index, { start: e.target.value })}
                />
                <TextField
                  size="small"
                  type="time"
                  label="To"
                  value={range.end}
                  error={Boolean(problem)}
                  helperText={problem}
                  sx={timeField}
                  slotProps={{ htmlInput: { step: 1800 }, inputLabel: { shrink: true } }}
                  onChange={(e) => edit(index, { end: e.target.value })}
                />
              </Stack>
              <IconButton aria-label={`Remove ${title(day)} hours ${range.start} to ${range.end}`} onClick={() => onChange(ranges.filter((_, i) => i !== index))}>
                <DeleteOutlineRounded />
              </IconButton>
            </Stack>
          );
        })}
        {problems[day] && (
          <Typography color="error" variant="body2">
            {problems[day]}
          </Typography>
        )}
      </Stack>
      <Button size="small" startIcon={<AddRounded />} onClick={() => onChange([...ranges, NEW_RANGE])} aria-label={`Add hours on ${title(day)}`}>
        Add hours
      </Button>
    </Stack>
  );
}

function AvailabilityForm({ counsellorId, initial }: { counsellorId: string; initial: Availability }) {
  const [value, setValue] = useState(initial);
  const [dayOff, setDayOff] = useState('');
  const [showProblems, setShowProblems] = useState(false);
  const save = useSaveAvailability(counsellorId);
  const toast = useToast();
  const problems = showProblems ? problemsOf(value) : {};
  const today = istDate(new Date());

  const submit = () => {
    if (Object.keys(problemsOf(value)).length > 0) {
      setShowProblems(true);
      toast.error('Could not save', 'Please correct the hours marked in red.');
      return;
    }
    save.mutate(value, {
      onSuccess: (saved) => {
        // The server joins hours that overlap or touch (09:30-11:30 and 10:00-12:00 become 09:30-12:00): show what it kept.
        const joined = weekdays.some((day) => saved.weekly[day].length < value.weekly[day].length);
        setValue(saved);
        toast.success('Availability saved', joined ? 'Hours that overlapped are now joined into one range. Students see your new hours.' : 'Students now see your new hours.');
      },
      onError: (error) => toast.error('Could not save', Object.values(fieldIssuesOf(error))[0] ?? serverErrorOf(error) ?? 'Please check the hours and try again.'),
    });
  };
  const addDayOff = () => {
    if (dayOff && dayOff >= today && !value.daysOff.includes(dayOff)) setValue({ ...value, daysOff: [...value.daysOff, dayOff].sort() });
    setDayOff('');
  };

  return (
    <Stack spacing={3}>
      {isDefault(value) && <Alert severity="info">These are the default hours, 10 AM to 6 PM every day. Change them to match when you can meet students.</Alert>}
      <Card variant="outlined" component="section" aria-labelledby="weekly-hours-heading">
        <CardContent>
          <Typography id="weekly-hours-heading" variant="h6" component="h2" gutterBottom>
            Weekly hours (India time)
          </Typography>
          <Stack spacing={2}>
            {weekdays.map((day) => (
              <DayHours key={day} day={day} ranges={value.weekly[day]} problems={problems} onChange={(ranges) => setValue({ ...value, weekly: { ...value.weekly, [day]: ranges } })} />
            ))}
          </Stack>
        </CardContent>
      </Card>
      <Card variant="outlined" component="section" aria-labelledby="days-off-heading">
        <CardContent>
          <Typography id="days-off-heading" variant="h6" component="h2" gutterBottom>
            Days off
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
            <TextField size="small" type="date" label="Date" value={dayOff} onChange={(e) => setDayOff(e.target.value)} slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }} />
            <Button onClick={addDayOff} disabled={!dayOff}>
              Add day off
            </Button>
          </Stack>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {value.daysOff.length === 0 && <Typography color="textSecondary">No days off planned.</Typography>}
            {value.daysOff.map((date) => (
              <Chip key={date} label={formatDay(date)} onDelete={() => setValue({ ...value, daysOff: value.daysOff.filter((d) => d !== date) })} />
            ))}
          </Stack>
          {problems.daysOff && (
            <Typography color="error" variant="body2" sx={{ mt: 1 }}>
              {problems.daysOff}
            </Typography>
          )}
        </CardContent>
      </Card>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" size="large" onClick={submit} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save availability'}
        </Button>
        <Button size="large" onClick={() => setValue({ weekly: defaultWeeklyHours, daysOff: value.daysOff })}>
          Use default hours
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
        Sessions are 60 minutes. Students can book from two days ahead, up to 30 days; sessions already booked stay booked when you change your hours.
      </Typography>
      {availability.isError ? (
        <Alert severity="error" action={<Button onClick={() => void availability.refetch()}>Retry</Button>}>
          Could not load your availability. Please try again.
        </Alert>
      ) : availability.data && user.data ? (
        <AvailabilityForm counsellorId={user.data.id} initial={availability.data} />
      ) : (
        <Skeleton variant="rounded" height={520} />
      )}
    </Container>
  );
}
