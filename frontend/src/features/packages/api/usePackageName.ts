// A package's name as the page's reader says it (issue 33): a booking, a receipt or a report names its package in
// English (the name it was sold under); a Hindi page shows the Hindi name the admin gave the package, found in the
// package list (asked only for a Hindi page, and cached for the session), else the English one.
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/i18n/useLanguage';
import { packagesQueryOptions } from './getPackages';

export function usePackageName(): (englishName: string) => string {
  const language = useLanguage();
  const { data: packages } = useQuery({ ...packagesQueryOptions(), staleTime: Infinity, enabled: language === 'hi' });
  if (language !== 'hi' || !packages) return (englishName) => englishName;
  return (englishName) => packages.find((pkg) => pkg.name === englishName)?.hindi?.name ?? englishName;
}
