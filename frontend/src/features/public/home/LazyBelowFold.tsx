// Mounts the sections below the fold once the visitor scrolls near them; until then a placeholder holds their place.
import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { useNearScreen } from '../../../lib/useNearScreen';

const HomeBelowFold = lazy(() => import('./HomeBelowFold'));
const PLACEHOLDER_HEIGHT = 2200;

export function LazyBelowFold() {
  const [marker, near] = useNearScreen<HTMLDivElement>('600px 0px');
  const placeholder = <Box ref={marker} sx={{ minHeight: PLACEHOLDER_HEIGHT }} aria-hidden="true" />;
  if (!near) return placeholder;
  return (
    <Suspense fallback={<Box sx={{ minHeight: PLACEHOLDER_HEIGHT }} aria-busy="true" />}>
      <HomeBelowFold />
    </Suspense>
  );
}
