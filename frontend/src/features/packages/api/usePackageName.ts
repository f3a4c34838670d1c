// A package's name as the page's reader says it (issue 33): a booking, a receipt or a report names its package in
// English (the name it was sold under) beside the package's id; a Hindi page shows the Hindi name the admin gave that
// package, found by its id in the package list (asked only for a Hindi page, and cached for the session), else the
// English one, as the mails do (packagesQueries' withPackageNameIn).
import { useQuery } from '@tanstack/react-query';
import type { Package } from '@margdarshak/contracts/api/packages';
import { useLanguage } from '../../../lib/i18n/useLanguage';
import { packagesQueryOptions } from './getPackages';

/** What names a package on a booking, a receipt or a report. */
export interface SoldPackage {
  packageId: string;
  packageName: string;
}

/** A Hindi reader's name for the package sold: the admin's Hindi name for it, else the name it was sold under. */
export const hindiPackageName = (packages: readonly Package[], sold: SoldPackage): string => packages.find((pkg) => pkg.id === sold.packageId)?.hindi?.name ?? sold.packageName;

export function usePackageName(): (sold: SoldPackage) => string {
  const language = useLanguage();
  const { data: packages } = useQuery({ ...packagesQueryOptions(), staleTime: Infinity, enabled: language === 'hi' });
  if (language !== 'hi' || !packages) return (sold) => sold.packageName;
  return (sold) => hindiPackageName(packages, sold);
}
