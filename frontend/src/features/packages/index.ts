export { packagesQueryOptions, usePackages } from './api/getPackages';
export { usePackage } from './api/getPackage';
export { PackageCard } from './components/PackageCard';
export { PackageCardSkeleton } from './components/PackageCardSkeleton';
