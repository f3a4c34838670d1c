// Finding a counsellor: the list, a profile, a package's counsellors. Stands on packages; what booking and public use:
export { CounsellorCard } from './components/CounsellorCard';
export { CounsellorCardSkeleton } from './components/CounsellorCardSkeleton';
export { starsFor } from './components/stars';
export { useCounsellor } from './api/getCounsellor';
export { useTopCounsellors } from './api/getCounsellors';
export { counsellorsMessages } from './messages';
