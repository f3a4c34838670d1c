// A student's date of birth and, under 18, their parent's or guardian's e-mail (issue 20): on the sign-up form and on
// the page a student without a date of birth sees first. The server decides again with its own clock.
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { isCalendarDate, isMinorAt } from '@margdarshak/contracts/family/age';

export interface AgeValues {
  dateOfBirth: string;
  parentEmail: string;
}

/** Whether the parent's field is asked: a real date under 18 today (India). */
export const asksParent = (dateOfBirth: string, now = new Date()) => isCalendarDate(dateOfBirth) && isMinorAt(dateOfBirth, now);

export function AgeFields({ values, onChange, errors }: { values: AgeValues; onChange(values: AgeValues): void; errors: Record<string, string | undefined> }) {
  const minor = asksParent(values.dateOfBirth);
  return (
    <Stack spacing={2}>
      <TextField
        label="Date of birth"
        type="date"
        value={values.dateOfBirth}
        onChange={(event) => onChange({ ...values, dateOfBirth: event.target.value })}
        error={Boolean(errors.dateOfBirth)}
        helperText={errors.dateOfBirth ?? 'Students under 18 need a parent’s consent to book sessions.'}
        required
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {minor && (
        <TextField
          label="Parent's or guardian's e-mail"
          type="email"
          value={values.parentEmail}
          onChange={(event) => onChange({ ...values, parentEmail: event.target.value })}
          error={Boolean(errors.parentEmail)}
          helperText={errors.parentEmail ?? 'We will e-mail them a link to read what we collect and give their consent.'}
          required
          autoComplete="off"
        />
      )}
    </Stack>
  );
}
