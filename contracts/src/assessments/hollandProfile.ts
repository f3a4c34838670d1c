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

export const typeNames: Record<RiasecLetter, string> = {
  R: 'Realistic',
  I: 'Investigative',
  A: 'Artistic',
  S: 'Social',
  E: 'Enterprising',
  C: 'Conventional',
};

/** One line per letter, as the result dialog's letter meanings. */
export const letterMeanings: Record<RiasecLetter, string> = {
  R: 'Realistic: enjoys hands-on work with tools, machines, plants or animals',
  I: 'Investigative: enjoys observing, analysing and solving problems with ideas',
  A: 'Artistic: enjoys creating, imagining and expressing through art, words or music',
  S: 'Social: enjoys helping, teaching and caring for people',
  E: 'Enterprising: enjoys leading, persuading and starting things',
  C: 'Conventional: enjoys order, accuracy and working with data and systems',
};
