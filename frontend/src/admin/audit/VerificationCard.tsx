// The word on tamper evidence (issue 27, item 6), on the overview and the Audit page alike: when the log was last
// verified and what it found, with a warning when it never was or not for a week.
import GppGoodRounded from '@mui/icons-material/GppGoodRounded';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { VerificationSummary } from './VerificationSummary';

/** `linkToAudit`: a link to the Audit page below the line (not on the Audit page itself). */
export function VerificationCard({ linkToAudit = true }: { linkToAudit?: boolean }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <GppGoodRounded color="action" />
          <Typography variant="subtitle1" color="textSecondary" component="h2">
            Log verification
          </Typography>
        </Stack>
        <VerificationSummary />
        {linkToAudit && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            <Link component={RouterLink} to={paths.admin.audit}>
              Open Audit
            </Link>
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
