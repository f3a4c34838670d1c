// The student's class, board and medium (issue 28, item 5): three short lists, each optional, that let the report's plan
// and the counsellor say what to decide this year.
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { classLevels, schoolBoards, studyMediums } from '@margdarshak/contracts/api/students';
import { useT } from '../../../lib/i18n/useLanguage';
import { profileMessages } from './messages';
import type { ProfileValues } from './profileForm';

export type ChoiceKey = 'classLevel' | 'board' | 'medium';

/** Each list's label and its options' words (the contract's labels in English: classLevelLabels and the others). */
const lists = {
  classLevel: { label: 'studies.classLevel', options: classLevels.map((value) => ({ value, label: `classLevel.${value}` as const })) },
  board: { label: 'studies.board', options: schoolBoards.map((value) => ({ value, label: `board.${value}` as const })) },
  medium: { label: 'studies.medium', options: studyMediums.map((value) => ({ value, label: `medium.${value}` as const })) },
} as const;

interface Props {
  values: Pick<ProfileValues, ChoiceKey>;
  errors: Record<string, string>;
  onChoice(key: ChoiceKey, value: string): void;
}

export function StudyStageFields({ values, errors, onChoice }: Props) {
  const t = useT(profileMessages);
  const choice = (key: ChoiceKey) => (
    <TextField select label={t(lists[key].label)} value={values[key]} onChange={(event) => onChoice(key, event.target.value)} error={Boolean(errors[key])} helperText={errors[key]} fullWidth>
      <MenuItem value="">
        <em>{t('studies.none')}</em>
      </MenuItem>
      {lists[key].options.map(({ value, label }) => (
        <MenuItem key={value} value={value}>
          {t(label)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('studies.legend')}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {t('studies.hint')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>{choice('classLevel')}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{choice('board')}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{choice('medium')}</Grid>
      </Grid>
    </Stack>
  );
}
