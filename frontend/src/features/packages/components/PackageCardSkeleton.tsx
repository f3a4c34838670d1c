import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';

export function PackageCardSkeleton() {
  return (
    <Card aria-hidden sx={{ height: '100%' }}>
      <CardContent sx={{ pt: 4 }}>
        <Skeleton variant="text" width="45%" height={36} />
        <Skeleton variant="text" width="90%" />
        <Skeleton variant="text" width="70%" />
        <Skeleton variant="text" width="50%" height={64} sx={{ my: 1 }} />
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} variant="text" width={`${80 - row * 8}%`} />
        ))}
        <Skeleton variant="rounded" height={44} sx={{ mt: 3 }} />
      </CardContent>
    </Card>
  );
}
