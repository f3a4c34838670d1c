export { useCounsellor } from './api/getCounsellor';
export { useTopCounsellors } from './api/getCounsellors';
export { CounsellorCard } from './components/CounsellorCard';
export { CounsellorCardSkeleton } from './components/CounsellorCardSkeleton';
export { starsFor } from './components/stars';
