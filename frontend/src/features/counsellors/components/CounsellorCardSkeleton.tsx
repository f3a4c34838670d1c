import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Holds the card's place (and size) while the list loads. */
export function CounsellorCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ height: 248 }} aria-hidden="true">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <Skeleton variant="circular" width={64} height={64} />
          <Stack sx={{ flexGrow: 1 }}>
            <Skeleton width="70%" height={32} />
            <Skeleton width="90%" />
          </Stack>
        </Stack>
        <Skeleton width="50%" />
        <Skeleton width="60%" />
        <Skeleton variant="rounded" height={36} sx={{ mt: 3 }} />
      </CardContent>
    </Card>
  );
}
