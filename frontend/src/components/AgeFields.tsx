// A student's date of birth and, under 18, their parent's or guardian's e-mail (issue 20): on the sign-up form and on
// the page a student without a date of birth sees first. The server decides again with its own clock.
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { isCalendarDate, isMinorAt } from '@margdarshak/contracts/family/age';
import { useT } from '../lib/i18n/useLanguage';
import { formFieldsMessages } from './messages';

export interface AgeValues {
  dateOfBirth: string;
  parentEmail: string;
}

/** Whether the parent's field is asked: a real date under 18 today (India). */
export const asksParent = (dateOfBirth: string, now = new Date()) => isCalendarDate(dateOfBirth) && isMinorAt(dateOfBirth, now);

export function AgeFields({ values, onChange, errors }: { values: AgeValues; onChange(values: AgeValues): void; errors: Record<string, string | undefined> }) {
  const minor = asksParent(values.dateOfBirth);
  const t = useT(formFieldsMessages);
  return (
    <Stack spacing={2}>
      <TextField
        label={t('age.dateOfBirth')}
        type="date"
        value={values.dateOfBirth}
        onChange={(event) => onChange({ ...values, dateOfBirth: event.target.value })}
        error={Boolean(errors.dateOfBirth)}
        helperText={errors.dateOfBirth ?? t('age.dateOfBirthHelp')}
        required
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {minor && (
        <TextField
          label={t('age.parentEmail')}
          type="email"
          value={values.parentEmail}
          onChange={(event) => onChange({ ...values, parentEmail: event.target.value })}
          error={Boolean(errors.parentEmail)}
          helperText={errors.parentEmail ?? t('age.parentEmailHelp')}
          required
          autoComplete="off"
        />
      )}
    </Stack>
  );
}
