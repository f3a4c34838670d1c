// The payer's state on the payment summary (issue 31, item 1): optional, and only for the tax invoice. Another state
// than the platform's is taxed IGST, the same state CGST and SGST; left empty, the invoice is taxed as in the
// platform's own state. The list is the GST scheme's, in contracts; a Hindi reader reads the Hindi names.
import TextField from '@mui/material/TextField';
import { gstStates, type PayerStateCode } from '@margdarshak/contracts/invoices/gstStates';
import { useT } from '../../../lib/i18n/useLanguage';
import { bookingMessages } from '../messages';

interface Props {
  /** '' while none is chosen. */
  value: PayerStateCode | '';
  onChange(value: PayerStateCode | ''): void;
  language: 'en' | 'hi';
  disabled?: boolean;
}

const isCode = (value: string): value is PayerStateCode => gstStates.some(([code]) => code === value);

export function PayerStateSelect({ value, onChange, language, disabled = false }: Props) {
  const t = useT(bookingMessages);
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={t('payer.state')}
      helperText={t('payer.stateHelp')}
      value={value}
      onChange={(event) => onChange(isCode(event.target.value) ? event.target.value : '')}
      disabled={disabled}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{t('payer.stateNone')}</option>
      {gstStates.map(([code, english, hindi]) => (
        <option key={code} value={code}>
          {language === 'hi' ? hindi : english}
        </option>
      ))}
    </TextField>
  );
}
