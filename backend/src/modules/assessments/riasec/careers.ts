// What each Holland type points to for a student in India, and how each type reads in a sentence.
import type { RiasecLetter } from '@margdarshak/contracts/assessments/hollandProfile';
import type { TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { careersByTypeHi, typePhrasesHi } from './careersHi';

export const careersByType: Record<RiasecLetter, string[]> = {
  R: [
    'Mechanical or civil engineer',
    'Agricultural scientist',
    'Electrician or electronics technician',
    'Pilot or marine engineer',
    'Chef or hotel operations',
    'Physiotherapist',
    'Automobile designer',
  ],
  I: ['Research scientist', 'Doctor', 'Data scientist', 'Software engineer', 'Pharmacist', 'Economist', 'Environmental scientist'],
  A: ['Graphic or product designer', 'Architect', 'Journalist or writer', 'Film-maker or animator', 'Fashion designer', 'Musician or music producer', 'UX designer'],
  S: ['Teacher or professor', 'Psychologist or counsellor', 'Nurse', 'Social worker', 'Human resources professional', 'Speech therapist', 'Public health worker'],
  E: ['Entrepreneur', 'Lawyer', 'Marketing manager', 'Civil services officer', 'Management consultant', 'Sales leader', 'News anchor or reporter'],
  C: ['Chartered accountant', 'Company secretary', 'Bank officer', 'Actuary', 'Data analyst', 'Logistics planner', 'Auditor'],
};

export const typePhrases: Record<RiasecLetter, string> = {
  R: 'practical, hands-on work where you can see what you have made',
  I: 'questions that need careful thinking, evidence and analysis',
  A: 'creative work with freedom to imagine and express',
  S: 'work that helps, teaches or looks after people',
  E: 'leading, persuading and making things happen',
  C: 'clear systems, accuracy and well-organised information',
};

/** The careers a type points to, in the language the test was taken in (issue 28, item 6). */
export const careersFor = (letter: RiasecLetter, language: TestLanguage): string[] => (language === 'hi' ? careersByTypeHi : careersByType)[letter];

/** How a type reads in a sentence, in the language the test was taken in. */
export const typePhraseFor = (letter: RiasecLetter, language: TestLanguage): string => (language === 'hi' ? typePhrasesHi : typePhrases)[letter];
