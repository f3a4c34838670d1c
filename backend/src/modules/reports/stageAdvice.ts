// What to decide now, by where the student is in their studies (issue 28, item 5): the plan steps that follow from the
// profile's class, board and medium, in the report's language. Pure. Board and medium notes appear only where they are
// true for that stage; scholarships only where a national scheme exists for it. The report's plan adds these steps.
import { classLevels, knownChoice, schoolBoards, studyMediums, type ClassLevel, type SchoolBoard, type StudyMedium } from '@margdarshak/contracts/api/students';
import type { TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { stageTexts, type StageTexts } from './stageAdviceText';

/**
 * The profile's answers as the report holds them (ReportInput.stage). Plain strings, so a report built from any stored
 * profile type-checks; a value the lists do not know counts as not given.
 */
export interface StudentStage {
  classLevel?: string | null;
  board?: string | null;
  medium?: string | null;
}

/** The years that share what to decide: before Class 9, Class 9-10, Class 11-12, college, another path. */
export type StagePhase = 'early' | 'secondary' | 'senior' | 'college' | 'other' | 'unknown';

export function phaseOf(classLevel: ClassLevel | null): StagePhase {
  switch (classLevel) {
    case null:
      return 'unknown';
    case 'class_6_8':
      return 'early';
    case 'class_9':
    case 'class_10':
      return 'secondary';
    case 'class_11':
    case 'class_12':
      return 'senior';
    case 'college':
      return 'college';
    case 'other':
      return 'other';
    default: {
      const unknown: never = classLevel;
      return unknown;
    }
  }
}

function phaseSteps(t: StageTexts, classLevel: ClassLevel | null, board: SchoolBoard | null): string[] {
  const phase = phaseOf(classLevel);
  switch (phase) {
    case 'unknown':
      return [t.unknownClass];
    case 'early':
      return t.early;
    case 'secondary':
      return [classLevel === 'class_10' ? t.class10 : t.class9, ...t.secondary, ...(board === 'cbse' ? [t.cbseMaths] : [])];
    case 'senior':
      return [`${classLevel === 'class_12' ? t.class12Exams : t.class11Exams} ${t.examList}`, t.boardMarks, t.oneTarget];
    case 'college':
      return [...t.college, t.postgraduate];
    case 'other':
      return [t.other];
    default: {
      const unknown: never = phase;
      return unknown;
    }
  }
}

/** A board's note where it changes what to do at this stage; none for the boards whose path is the common one. */
function boardNote(t: StageTexts, phase: StagePhase, board: SchoolBoard | null): string[] {
  const atSchool = phase === 'secondary' || phase === 'senior';
  switch (board) {
    case 'nios':
      return atSchool || phase === 'other' ? [t.nios] : [];
    case 'state':
      return phase === 'senior' ? [t.stateBoard] : [];
    case 'ib':
    case 'igcse_cambridge':
      return phase === 'senior' ? [t.foreignBoard] : [];
    case 'cbse':
    case 'icse_isc':
    case 'other':
    case null:
      return [];
    default: {
      const unknown: never = board;
      return unknown;
    }
  }
}

/** The languages of the exams ahead, for a student who studies in Hindi or a regional language. */
function mediumNote(t: StageTexts, phase: StagePhase, medium: StudyMedium | null): string[] {
  if (medium === null || medium === 'english') return [];
  if (phase === 'college') return [t.collegeNotEnglish];
  if (phase === 'secondary' || phase === 'senior') return [medium === 'hindi' ? t.hindiExams : t.regionalExams];
  if (phase === 'early' && medium === 'hindi') return [t.hindiEarly];
  return [];
}

function scholarships(t: StageTexts, classLevel: ClassLevel | null): string[] {
  switch (classLevel) {
    case 'class_6_8':
      return [t.nmms];
    case 'class_9':
    case 'class_10':
    case 'class_11':
      return [t.nsp];
    case 'class_12':
    case 'college':
      return [t.nsp, t.inspire];
    case 'other':
    case null:
      return [];
    default: {
      const unknown: never = classLevel;
      return unknown;
    }
  }
}

/** The stage's plan steps, in order: what to decide now, the board's and the medium's notes, then scholarships. */
export function stageAdvice(stage: StudentStage | undefined, language: TestLanguage): string[] {
  const t = stageTexts[language];
  const classLevel = knownChoice(classLevels, stage?.classLevel);
  const board = knownChoice(schoolBoards, stage?.board);
  const medium = knownChoice(studyMediums, stage?.medium);
  const phase = phaseOf(classLevel);
  return [...phaseSteps(t, classLevel, board), ...boardNote(t, phase, board), ...mediumNote(t, phase, medium), ...scholarships(t, classLevel)];
}

/**
 * The stage's steps as the report's plan places them: with a known class, what to decide now goes first (the first page
 * shows the first three steps) and the board, medium and scholarship notes before the last step; without one, only the
 * ask to add it, at the end.
 */
export function stagePlan(stage: StudentStage | undefined, language: TestLanguage): { now: string[]; notes: string[] } {
  const steps = stageAdvice(stage, language);
  return knownChoice(classLevels, stage?.classLevel) === null ? { now: [], notes: steps } : { now: steps.slice(0, 1), notes: steps.slice(1) };
}

/** Whether the stream choice is still ahead (before Class 11, or the class unknown): past it, no surface suggests streams. */
export const streamChoiceAhead = (stage: StudentStage | undefined): boolean => ['early', 'secondary', 'unknown'].includes(phaseOf(knownChoice(classLevels, stage?.classLevel)));
