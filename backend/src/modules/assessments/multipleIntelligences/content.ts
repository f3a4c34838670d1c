// The eight intelligences: how each is named, what each often leads to, and how a student strong in it learns best.
// Written here. This is a self-report of preferences, not an ability test (no openly licensed validated
// questionnaire exists), and every result says so.
import type { Intelligence } from '@margdarshak/contracts/assessments/tests';

export const MI_DISCLAIMER =
  'This questionnaire shows how you prefer to learn and work, in your own words. It is a self-report indicator of preferences, not a validated test of ability, and it is best read together with your counsellor.';

export const intelligenceLabels: Record<Intelligence, string> = {
  linguistic: 'Linguistic (words)',
  logical: 'Logical-mathematical (numbers and reasoning)',
  musical: 'Musical (sound and rhythm)',
  bodily: 'Bodily-kinesthetic (movement and hands)',
  spatial: 'Spatial (pictures and space)',
  interpersonal: 'Interpersonal (people)',
  intrapersonal: 'Intrapersonal (self-knowledge)',
  naturalist: 'Naturalist (nature and patterns in living things)',
};

export const intelligenceCareers: Record<Intelligence, string[]> = {
  linguistic: ['Journalist', 'Lawyer', 'Teacher of languages', 'Content writer'],
  logical: ['Engineer', 'Data analyst', 'Chartered accountant', 'Scientist'],
  musical: ['Musician', 'Sound engineer', 'Music teacher', 'Music therapist'],
  bodily: ['Physiotherapist', 'Sportsperson or coach', 'Surgeon', 'Dancer or choreographer'],
  spatial: ['Architect', 'Designer', 'Pilot', 'Animator'],
  interpersonal: ['Counsellor', 'Human resources professional', 'Teacher', 'Sales and marketing professional'],
  intrapersonal: ['Psychologist', 'Writer', 'Researcher', 'Entrepreneur'],
  naturalist: ['Environmental scientist', 'Veterinarian', 'Agricultural scientist', 'Wildlife biologist'],
};

export const learningStrategies: Record<Intelligence, string[]> = {
  linguistic: ['Explain each topic aloud in your own words, or teach it to someone', 'Write short summaries and make word lists of key terms', 'Read around a subject: articles and stories make facts stick'],
  logical: ['Turn lessons into flowcharts, steps and cause-and-effect chains', 'Practise with problems first, then read the theory that explains them', 'Look for patterns and ask "why does this work?"'],
  musical: ['Set formulas and dates to a rhythm or tune', 'Study with calm instrumental music if it helps you focus', 'Read notes aloud with expression, listening to how they sound'],
  bodily: ['Study in short blocks with movement breaks', 'Use models, experiments and role-play to learn', 'Write or draw while you learn: keep your hands busy'],
  spatial: ['Draw mind maps, diagrams and timelines', 'Colour-code notes by topic', 'Picture a process as a scene or a short film in your head'],
  interpersonal: ['Study in a small group and quiz each other', 'Explain topics to a friend or a younger student', 'Discuss questions with teachers after class'],
  intrapersonal: ['Set personal goals for each study session and review them', 'Keep a learning journal: what you understood, what you did not', 'Connect each topic to your own interests and questions'],
  naturalist: ['Sort information into categories, as a naturalist sorts species', 'Learn outdoors when you can, and relate topics to nature', 'Use real examples from the environment around you'],
};
