// Academics as rows of grade and marks (dashboards §3), with Add and Remove. The form starts with one empty row; an
// empty row is not sent, so a student with nothing to add leaves it.
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { canAddAcademicRow, emptyAcademicRow, type AcademicRow } from './profileForm';
import { useT } from '../../../lib/i18n/useLanguage';
import { profileMessages } from './messages';

interface Props {
  rows: AcademicRow[];
  errors: Record<string, string>;
  onRows(rows: AcademicRow[]): void;
}

export function AcademicRowsField({ rows, errors, onRows }: Props) {
  const t = useT(profileMessages);
  const change = (index: number, patch: Partial<AcademicRow>) => onRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const remove = (index: number) => {
    const rest = rows.filter((_, i) => i !== index);
    onRows(rest.length > 0 ? rest : [emptyAcademicRow]);
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('academics.legend')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t('academics.hint')}
      </Typography>
      <Stack spacing={2}>
        {rows.map((row, index) => {
          const number = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row has no identity but its position: the inputs are controlled and the field errors are addressed by index (academics.N)
            <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                label={t('academics.grade', { number })}
                value={row.grade}
                onChange={(event) => change(index, { grade: event.target.value })}
                error={Boolean(errors[`academics.${index}.grade`])}
                helperText={errors[`academics.${index}.grade`]}
                sx={{ flex: 3, minWidth: 0 }}
              />
              <TextField
                label={t('academics.marks', { number })}
                value={row.marks}
                onChange={(event) => change(index, { marks: event.target.value })}
                error={Boolean(errors[`academics.${index}.marks`])}
                helperText={errors[`academics.${index}.marks`]}
                sx={{ flex: 2, minWidth: 0 }}
              />
              <IconButton aria-label={t('academics.remove', { number })} onClick={() => remove(index)} sx={{ mt: 1 }}>
                <DeleteOutlined />
              </IconButton>
            </Stack>
          );
        })}
      </Stack>
      {errors.academics && (
        <Typography color="error" variant="body2" sx={{ mt: 1 }}>
          {errors.academics}
        </Typography>
      )}
      <Button startIcon={<AddIcon />} onClick={() => onRows([...rows, emptyAcademicRow])} disabled={!canAddAcademicRow(rows)} sx={{ mt: 1 }}>
        {t('academics.add')}
      </Button>
    </Box>
  );
}
