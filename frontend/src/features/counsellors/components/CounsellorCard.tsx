// The counsellor card of public-area §2: photo or initials, specialization, stars, availability and experience badges,
// and the action the counsellor's state allows. No e-mail: public reads carry no sign-in address (docs/decisions/0039).
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { CounsellorListItem } from '@margdarshak/contracts/api/counsellors';
import { paths } from '../../../config/paths';
import { initials } from '../../../lib/initials';
import { linkIn } from '../../../lib/i18n/hindiPages';
import { availability } from './availability';
import { CounsellorRating } from './CounsellorRating';
import { ownWordsLang } from '../../../lib/i18n/ownWords';
import { useLanguage, useT } from '../../../lib/i18n/useLanguage';
import { counsellorsMessages } from '../messages';

export function CounsellorCard({ counsellor, packageId }: { counsellor: CounsellorListItem; packageId?: string }) {
  const t = useT(counsellorsMessages);
  const language = useLanguage();
  const own = (text: string) => ownWordsLang(text, language);
  const about = counsellor.specialization || counsellor.qualification;
  const paused = counsellor.isApproved === false;
  const badge = availability(counsellor.isApproved);
  return (
    <Card component="article" aria-label={counsellor.name} variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column', position: 'relative' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <Avatar
            {...(counsellor.profilePhoto ? { src: counsellor.profilePhoto } : {})}
            alt={counsellor.name}
            slotProps={{ img: { loading: 'lazy', width: 64, height: 64 } }}
            sx={{ width: 64, height: 64, bgcolor: 'primary.main' }}
          >
            {initials(counsellor.name)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h3" noWrap>
              {counsellor.name}
            </Typography>
            <Typography variant="body2" color="textSecondary" noWrap {...own(about)}>
              {about}
            </Typography>
          </Box>
        </Stack>
        <Box sx={{ mb: 1.5 }}>
          <CounsellorRating counsellor={counsellor} size="small" />
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Chip size="small" color={badge.color} label={t(badge.label)} />
          <Chip size="small" variant="outlined" label={counsellor.experience} {...own(counsellor.experience)} />
          {counsellor.location && <Chip size="small" variant="outlined" label={counsellor.location} {...own(counsellor.location)} />}
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        {paused ? (
          <Button fullWidth variant="contained" disabled>
            {t('card.notAvailable')}
          </Button>
        ) : packageId ? (
          <Button fullWidth variant="contained" component={RouterLink} to={linkIn(language, paths.booking.to(counsellor.id, packageId))}>
            {t('card.book')}
          </Button>
        ) : (
          <Button fullWidth variant="outlined" component={RouterLink} to={linkIn(language, paths.counsellorDetail.to(counsellor.id))}>
            {t('card.profile')}
          </Button>
        )}
      </CardActions>
      {paused && (
        <Box role="note" sx={{ position: 'absolute', inset: 0, bgcolor: 'rgba(255,255,255,0.72)', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}>
          <Typography sx={{ fontWeight: 600, textAlign: 'center' }}>{t('card.pausedNote')}</Typography>
        </Box>
      )}
    </Card>
  );
}
