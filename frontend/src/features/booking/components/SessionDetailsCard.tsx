// Who and what the session is with: the counsellor and the package, as both booking pages show them.
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { CounsellorListItem, Package } from '@margdarshak/contracts/api/shapes';
import { formatRupees } from '@margdarshak/contracts/money';
import { initials } from '../../../lib/initials';
import { ownWordsLang } from '../../../lib/i18n/ownWords';
import { useLanguage, useT } from '../../../lib/i18n/useLanguage';
import { packageWords } from '../../packages';
import { bookingMessages } from '../messages';

export function SessionDetailsCard({ counsellor, pkg, children }: { counsellor: CounsellorListItem | undefined; pkg: Package | undefined; children?: ReactNode }) {
  const t = useT(bookingMessages);
  const language = useLanguage();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('details.title')}
        </Typography>
        {counsellor && pkg ? (
          <Stack spacing={2}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Avatar {...(counsellor.profilePhoto ? { src: counsellor.profilePhoto } : {})} alt={counsellor.name} sx={{ width: 56, height: 56, bgcolor: 'primary.main' }}>
                {initials(counsellor.name)}
              </Avatar>
              <div>
                <Typography sx={{ fontWeight: 600 }}>{counsellor.name}</Typography>
                <Typography variant="body2" color="textSecondary" {...ownWordsLang(counsellor.specialization, language)}>
                  {counsellor.specialization}
                </Typography>
              </div>
            </Stack>
            <div>
              <Typography sx={{ fontWeight: 600 }}>{packageWords(pkg, language).name}</Typography>
              <Typography variant="body2" color="textSecondary">
                {t('details.packageLine', { price: formatRupees(pkg.price) })}
              </Typography>
            </div>
            {children}
          </Stack>
        ) : (
          <Skeleton variant="rounded" height={120} />
        )}
      </CardContent>
    </Card>
  );
}
