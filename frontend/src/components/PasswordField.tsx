import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { MIN_PASSWORD_LENGTH } from '@margdarshak/contracts/api/accounts';
import { useT } from '../lib/i18n/useLanguage';
import { formFieldsMessages } from './messages';

/** A password TextField with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'variant'>) {
  const [visible, setVisible] = useState(false);
  const t = useT(formFieldsMessages);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={visible ? t('password.hide') : t('password.show')} onClick={() => setVisible((v) => !v)} edge="end" size="small">
                {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

interface NewPasswordProps extends Omit<TextFieldProps, 'type' | 'variant' | 'value' | 'onChange' | 'error' | 'helperText' | 'autoComplete'> {
  value: string;
  onChange: (value: string) => void;
  /** The field's error, shown in place of the rule. */
  error: string | undefined;
  /** Whether this is the field that states the rule (not the confirmation). */
  showRule?: boolean;
}

/** A password being chosen (sign-up, registration, reset): the browser may offer one, and the rule shows until an error does. */
export function NewPasswordField({ value, onChange, error, showRule = false, ...props }: NewPasswordProps) {
  const t = useT(formFieldsMessages);
  return (
    <PasswordField
      {...props}
      autoComplete="new-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? (showRule ? t('password.rule', { n: MIN_PASSWORD_LENGTH }) : undefined)}
    />
  );
}
