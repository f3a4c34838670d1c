// The static parent-facing Holland profile (dashboards §3). Field names follow the spec's snake_case contract.

export const riasecLetters = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
export type RiasecLetter = (typeof riasecLetters)[number];

export const recommendedStreams = ['Science (PCM)', 'Science (PCB)', 'Commerce', 'Humanities', 'Vocational'] as const;
export type RecommendedStream = (typeof recommendedStreams)[number];

export interface CareerCluster {
  cluster: string;
  /** Indian institutions where this cluster is studied, e.g. 'IIT Bombay', 'NID Ahmedabad'. */
  examples: string[];
}

export interface HollandProfile {
  code: string;
  title: string;
  tagline: string;
  summary: string;
  strengths: string[];
  challenges: string[];
  career_clusters: CareerCluster[];
  action_plan: string[];
  recommended_streams?: RecommendedStream[];
  /** Primary letter 10, secondary 8, tertiary 6, the other three 2. */
  riasec_distribution: Record<RiasecLetter, number>;
}

export const profileWeights = { primary: 10, secondary: 8, tertiary: 6, other: 2 } as const;
