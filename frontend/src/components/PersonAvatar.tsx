// A person's photo, or their initials when there is none (the students' and counsellors' profile cards and forms).
import Avatar from '@mui/material/Avatar';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useT } from '../lib/i18n/useLanguage';
import { initials } from '../lib/initials';
import { sharedMessages } from './shared/messages';

export function PersonAvatar({ name, photo, size = 72 }: { name: string; photo: string | null; size?: number }) {
  const t = useT(sharedMessages);
  return (
    <Avatar src={photo ?? undefined} alt={photo ? (name ? t('photoOf', { name }) : t('photoOfSomeone')) : ''} sx={{ width: size, height: size, bgcolor: 'primary.main', fontSize: size / 2.6 }}>
      {initials(name) || undefined}
    </Avatar>
  );
}

/** A profile card's place while it loads: the photo's circle and three lines. */
export function ProfileCardSkeleton() {
  const t = useT(sharedMessages);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} aria-busy="true" aria-label={t('loadingProfile')}>
      <Skeleton variant="circular" width={72} height={72} />
      <Stack sx={{ flex: 1 }}>
        <Skeleton width="60%" height={32} />
        <Skeleton width="80%" />
        <Skeleton width="40%" />
      </Stack>
    </Stack>
  );
}
