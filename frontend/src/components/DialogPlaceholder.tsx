import Box from '@mui/material/Box';
import { useT } from '../lib/i18n/useLanguage';
import { Placeholder } from './Placeholder';
import { sharedMessages } from './shared/messages';

const widths = { xs: 444, sm: 600, md: 900 } as const;

/**
 * What a dialog loaded on first use shows while its code arrives (a slow phone: a second or more): MUI's backdrop and
 * paper at the dialog's width and about its height, drawn with Box alone so the page that opens it does not carry
 * MUI's Dialog and Modal on its first load.
 */
export function DialogPlaceholder({ maxWidth = 'sm', height = 320 }: { maxWidth?: keyof typeof widths; height?: number }) {
  const t = useT(sharedMessages);
  return (
    <Box
      role="progressbar"
      aria-label={t('loading')}
      sx={{ position: 'fixed', inset: 0, zIndex: 'modal', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'rgba(0, 0, 0, 0.5)' }}
    >
      <Box
        sx={{
          width: 'calc(100% - 64px)',
          maxWidth: widths[maxWidth],
          height,
          maxHeight: 'calc(100% - 64px)',
          p: 3,
          borderRadius: 1,
          bgcolor: 'background.paper',
          boxShadow: 24,
        }}
      >
        <Placeholder width="60%" height={32} />
        <Placeholder height={16} sx={{ mt: 3 }} />
        <Placeholder width="80%" height={16} />
      </Box>
    </Box>
  );
}
