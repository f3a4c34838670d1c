// The technical note's shape in each language (/about/assessments in English, /hi/about/assessments in Hindi; issues 28
// and 33).
import type { Block } from '../ProsePage';

export interface NoteText {
  title: string;
  description: string;
  lead: string;
  updated: string;
  inShortHeading: string;
  inShort: Block[];
  sections: Block[][];
  aboutLink: string;
  /** The link to the same note in the other language, written in that language. */
  otherLanguage: { label: string; lang: 'en' | 'hi' };
}
