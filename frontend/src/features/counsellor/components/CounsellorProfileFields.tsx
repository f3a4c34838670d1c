// The fields of the counsellor profile, shared by the full registration dialog and /counsellor/profile.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { CounsellorDocument } from '@margdarshak/contracts/api/counsellors';
import { visuallyHidden } from '../../../lib/visuallyHidden';
import { fileRules, type ProfileFiles, type ProfileValues } from './counsellorProfileForm';

interface Props {
  values: ProfileValues;
  files: ProfileFiles;
  errors: Record<string, string>;
  onValues(next: ProfileValues): void;
  onFiles(next: ProfileFiles): void;
}

function FileField({ field, file, error, onPick }: { field: CounsellorDocument; file: File | undefined; error: string | undefined; onPick(file: File | undefined): void }) {
  const rule = fileRules[field];
  const id = useId();
  return (
    <FormControl error={Boolean(error)} fullWidth>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} sx={{ flexShrink: 0 }}>
          {rule.label}
          <input id={id} type="file" accept={rule.accept} aria-label={rule.label} aria-describedby={`${id}-hint`} style={visuallyHidden} onChange={(event) => onPick(event.target.files?.[0])} />
        </Button>
        <Typography variant="body2" noWrap color={file ? 'textPrimary' : 'textSecondary'}>
          {file ? file.name : 'No file chosen'}
        </Typography>
      </Stack>
      <FormHelperText id={`${id}-hint`}>{error ?? rule.hint}</FormHelperText>
    </FormControl>
  );
}

export function CounsellorProfileFields({ values, files, errors, onValues, onFiles }: Props) {
  const text = (key: keyof ProfileValues & string, label: string, extra: { type?: string; autoComplete?: string; multiline?: boolean; helper?: string; required?: boolean } = {}) => (
    <TextField
      label={label}
      value={values[key]}
      onChange={(event) => onValues({ ...values, [key]: event.target.value })}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? extra.helper}
      fullWidth
      required={extra.required ?? false}
      {...(extra.type ? { type: extra.type } : {})}
      {...(extra.autoComplete ? { autoComplete: extra.autoComplete } : {})}
      {...(extra.multiline ? { multiline: true, minRows: 2 } : {})}
    />
  );
  const offer = (key: 'offersBasic' | 'offersAdvanced' | 'offersComprehensive', label: string) => (
    <FormControlLabel control={<Checkbox checked={values[key]} onChange={(event) => onValues({ ...values, [key]: event.target.checked })} />} label={label} />
  );
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>{text('name', 'Full name', { autoComplete: 'name', required: true })}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{text('age', 'Age', { type: 'number', required: true })}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{text('mobile', 'Mobile number', { type: 'tel', autoComplete: 'tel', required: true })}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{text('qualification', 'Qualification', { required: true, helper: 'e.g. M.A. Psychology' })}</Grid>
      <Grid size={12}>{text('address', 'Residential address', { autoComplete: 'street-address', multiline: true, required: true })}</Grid>
      <Grid size={{ xs: 12, sm: 4 }}>{text('specialization', 'Specialization', { helper: 'e.g. Engineering careers' })}</Grid>
      <Grid size={{ xs: 12, sm: 4 }}>{text('experience', 'Experience', { helper: 'e.g. 8 years' })}</Grid>
      <Grid size={{ xs: 12, sm: 4 }}>{text('location', 'City', { autoComplete: 'address-level2' })}</Grid>
      <Grid size={12}>
        <Stack spacing={1.5}>
          {(Object.keys(fileRules) as CounsellorDocument[]).map((field) => (
            <FileField key={field} field={field} file={files[field]} error={errors[field]} onPick={(file) => onFiles({ ...files, [field]: file })} />
          ))}
        </Stack>
      </Grid>
      <Grid size={12}>
        <FormControl component="fieldset" error={Boolean(errors.packages)}>
          <FormLabel component="legend">Packages you offer</FormLabel>
          <FormGroup row>
            {offer('offersBasic', 'Basic')}
            {offer('offersAdvanced', 'Advanced')}
            {offer('offersComprehensive', 'Comprehensive')}
          </FormGroup>
          {errors.packages && <FormHelperText>{errors.packages}</FormHelperText>}
        </FormControl>
      </Grid>
    </Grid>
  );
}
