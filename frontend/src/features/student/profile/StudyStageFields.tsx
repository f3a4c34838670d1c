// The student's class, board and medium (issue 28, item 5): three short lists, each optional, that let the report's plan
// and the counsellor say what to decide this year.
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { classLevelLabels, schoolBoardLabels, studyMediumLabels } from '@margdarshak/contracts/api/students';
import type { ProfileValues } from './profileForm';

export type ChoiceKey = 'classLevel' | 'board' | 'medium';

const lists: Record<ChoiceKey, { label: string; options: Record<string, string> }> = {
  classLevel: { label: 'Class or year', options: classLevelLabels },
  board: { label: 'Board', options: schoolBoardLabels },
  medium: { label: 'Medium of study', options: studyMediumLabels },
};

interface Props {
  values: Pick<ProfileValues, ChoiceKey>;
  errors: Record<string, string>;
  onChoice(key: ChoiceKey, value: string): void;
}

export function StudyStageFields({ values, errors, onChoice }: Props) {
  const choice = (key: ChoiceKey) => (
    <TextField select label={lists[key].label} value={values[key]} onChange={(event) => onChoice(key, event.target.value)} error={Boolean(errors[key])} helperText={errors[key]} fullWidth>
      <MenuItem value="">
        <em>Not chosen</em>
      </MenuItem>
      {Object.entries(lists[key].options).map(([value, label]) => (
        <MenuItem key={value} value={value}>
          {label}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        Your studies
      </Typography>
      <Typography variant="body2" color="textSecondary">
        Your report uses these to say what to decide this year, and your counsellor sees them before your session.
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>{choice('classLevel')}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{choice('board')}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{choice('medium')}</Grid>
      </Grid>
    </Stack>
  );
}
