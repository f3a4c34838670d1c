import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { Placeholder } from '../../../components/Placeholder';

/** Holds a package card's place, at its size, while the packages load. */
export function PackageCardSkeleton() {
  return (
    <Card aria-hidden sx={{ height: '100%' }}>
      <CardContent sx={{ pt: 4 }}>
        <Placeholder width="45%" height={28} />
        <Placeholder width="90%" />
        <Placeholder width="70%" />
        <Placeholder width="50%" height={52} sx={{ my: 1.5 }} />
        {[0, 1, 2, 3].map((row) => (
          <Placeholder key={row} width={`${80 - row * 8}%`} />
        ))}
        <Placeholder rounded height={44} sx={{ mt: 3 }} />
      </CardContent>
    </Card>
  );
}
