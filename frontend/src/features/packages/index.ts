// The packages on sale (public-area §6). Imports no other feature; what the features above and app/ use:
export { PackageCard, packageWords } from './components/PackageCard';
export { packagesMessages } from './messages';
export { PackageCardSkeleton } from './components/PackageCardSkeleton';
export { packagesQueryOptions, usePackages } from './api/getPackages';
export { usePackage } from './api/getPackage';
export { usePackageName } from './api/usePackageName';
