// The profile photo: a preview of the chosen file (or the saved photo, or the initials), a button to choose one and
// the rule (PNG or JPG up to 5MB), checked at once so a wrong file is named before Save.
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { visuallyHidden } from '../../../lib/visuallyHidden';
import { PHOTO_TYPES, photoProblem } from './profileForm';
import { PersonAvatar } from '../../../components/PersonAvatar';
import { useT } from '../../../lib/i18n/useLanguage';
import { profileMessages } from './messages';

interface Props {
  name: string;
  saved: string | null;
  file: File | null;
  error: string | undefined;
  onFile(file: File | null, problem: string | undefined): void;
}

/** An object URL for the chosen file while it is chosen, released afterwards. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return undefined;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

export function ProfilePhotoField({ name, saved, file, error, onFile }: Props) {
  const id = useId();
  const preview = usePreview(file);
  const input = useRef<HTMLInputElement>(null);
  const t = useT(profileMessages);
  return (
    <FormControl error={Boolean(error)}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <PersonAvatar name={name} photo={preview ?? saved} size={80} />
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          {/* A real button that opens the file input: an input inside a button-like label is nested interaction. */}
          <Button variant="outlined" startIcon={<PhotoCameraOutlined />} sx={{ alignSelf: 'flex-start' }} aria-describedby={`${id}-hint`} onClick={() => input.current?.click()}>
            {saved || file ? t('photo.change') : t('photo.add')}
          </Button>
          <input
            ref={input}
            id={id}
            type="file"
            tabIndex={-1}
            accept={PHOTO_TYPES.join(',')}
            aria-label={t('photo.input')}
            style={visuallyHidden}
            onChange={(event) => {
              const picked = event.target.files?.[0] ?? null;
              const problem = picked ? photoProblem(picked) : undefined;
              onFile(picked, problem && t(problem));
              event.target.value = '';
            }}
          />
          <Typography variant="body2" color="textSecondary" noWrap>
            {file ? file.name : saved ? t('photo.saved') : t('photo.none')}
          </Typography>
        </Stack>
      </Stack>
      <FormHelperText id={`${id}-hint`}>{error ?? t('photo.hint')}</FormHelperText>
    </FormControl>
  );
}
