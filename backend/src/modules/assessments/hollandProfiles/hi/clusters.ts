import type { CareerCluster, HollandProfile } from '@margdarshak/contracts/assessments/hollandProfile';

/**
 * A profile's career clusters with their names in Hindi, in the English profile's order, each beside the English
 * profile's own institutions (names stay exactly as written there, so the two languages can never list different ones).
 */
export function clustersInHindi(profiles: readonly HollandProfile[], code: string, names: readonly string[]): CareerCluster[] {
  const english = profiles.find((p) => p.code === code)?.career_clusters ?? [];
  return names.map((cluster, i) => ({ cluster, examples: english[i]?.examples ?? [] }));
}
