// The parent's e-mail form (MUI's text field with it) loads when the student first asks for it: the dashboard's first
// screen does not show it (docs/decisions/0152). Until it arrives a block of its size holds its place.
import Box from '@mui/material/Box';
import { type ComponentProps, Suspense } from 'react';
import { Placeholder } from '../../../components/Placeholder';
import { lazyNamed } from '../../../lib/lazyNamed';
import { useT } from '../../../lib/i18n/useLanguage';
import { studentMessages } from '../messages';

const ParentEmailForm = lazyNamed(() => import('./ParentEmailForm'), 'ParentEmailForm');

export function LazyParentEmailForm(props: ComponentProps<typeof ParentEmailForm>) {
  const t = useT(studentMessages);
  return (
    <Suspense
      fallback={
        <Box role="progressbar" aria-label={t('email.loading')} sx={{ mt: 2 }}>
          {props.consented && <Placeholder height={40} />}
          <Placeholder height={40} sx={{ maxWidth: { sm: 520 } }} rounded />
        </Box>
      }
    >
      <ParentEmailForm {...props} />
    </Suspense>
  );
}
