// A read that failed: what failed, and a Retry button that asks again.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useT } from '../lib/i18n/useLanguage';
import { sharedMessages } from './shared/messages';

export function RetryAlert({ onRetry, children }: { onRetry(): void; children: ReactNode }) {
  const t = useT(sharedMessages);
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
