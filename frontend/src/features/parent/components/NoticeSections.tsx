// The consent notice in plain words (contracts/family/consentNotice.ts): on the parent's consent page and the Privacy page.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ConsentNotice } from '@margdarshak/contracts/family/consentNotice';

const sections: { key: keyof Omit<ConsentNotice, 'version'>; title: string }[] = [
  { key: 'collected', title: 'What we collect' },
  { key: 'purposes', title: 'Why' },
  { key: 'retention', title: 'How long we keep it' },
  { key: 'rights', title: 'Your choices' },
];

export function NoticeSections({ notice, headingLevel = 'h2' }: { notice: ConsentNotice; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Box>
      {sections.map(({ key, title }) => (
        <Box key={key} sx={{ mb: 2 }}>
          <Typography variant="h6" component={headingLevel}>
            {title}
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
        Notice version {notice.version}
      </Typography>
    </Box>
  );
}
