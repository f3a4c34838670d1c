// The consent notice in plain words (contracts/family/consentNotice.ts): on the parent's consent page and the Privacy page.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ConsentNotice } from '@margdarshak/contracts/family/consentNotice';
import { useT } from '../../../lib/i18n/useLanguage';
import { consentMessages } from '../consentMessages/messages';

const sections = ['collected', 'purposes', 'retention', 'rights'] as const;

export function NoticeSections({ notice, headingLevel = 'h2' }: { notice: ConsentNotice; headingLevel?: 'h2' | 'h3' }) {
  const t = useT(consentMessages);
  return (
    <Box>
      {sections.map((key) => (
        <Box key={key} sx={{ mb: 2 }}>
          <Typography variant="h6" component={headingLevel}>
            {t(`notice.${key}`)}
          </Typography>
          <Box component="ul" sx={{ mt: 0.5, pl: 3 }}>
            {notice[key].map((line) => (
              <li key={line}>
                <Typography variant="body2">{line}</Typography>
              </li>
            ))}
          </Box>
        </Box>
      ))}
      <Typography variant="body2" color="textSecondary">
        {t('notice.version', { version: notice.version })}
      </Typography>
    </Box>
  );
}
