// The interests section (issue 28): the code only where the answers support one, always in words with each place's
// confidence; otherwise a kind explanation and no code, profile, careers or streams.
import { withheldReason } from '@margdarshak/contracts/assessments/gate';
import { riasecLetters, type HollandProfile, type RiasecLetter } from '@margdarshak/contracts/assessments/hollandProfile';
import type { RiasecResult, TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { codeInWords, letterInWords } from '@margdarshak/contracts/assessments/codeWords';
import { FACT_SIZE, MUTED, bullets, heading, labelled, numbered, subheading, text, titledCallout, type Block } from './documentBlocks';
import { coEducationalFirst } from './institutions';
import { orderedStreams, placesOf, readableProfile, riasecCareers, riasecScores } from './reading';
import { withheldWords } from './withheldWords';
import { listed } from './reportPlan';
import { reportWords } from './words';

/** 'Clear lead: Investigative (I). Second and third: Artistic (A) and Social (S), close.' */
export function codePlacesLine(riasec: RiasecResult, language: TestLanguage): string {
  const words = reportWords[language];
  const [first = 'R', second = 'I', third = 'A'] = riasec.hollandCode.split('') as RiasecLetter[];
  const places = placesOf(riasec);
  return `${words.leadPlace(letterInWords(first, language), places.lead)} ${words.restPlaces(letterInWords(second, language), letterInWords(third, language), places.rest)}`;
}

function radar(riasec: RiasecResult, language: TestLanguage): Block {
  const words = reportWords[language];
  const scores = riasecScores(riasec);
  return {
    kind: 'radar',
    title: words.scoresTitle,
    axes: riasecLetters.map((letter) => ({ letter, name: words.typeNames[letter], value: scores[letter], valueText: words.outOf(scores[letter], 40) })),
    max: 40,
  };
}

function scoresLine(riasec: RiasecResult, language: TestLanguage): Block {
  const words = reportWords[language];
  const scores = riasecScores(riasec);
  return labelled(words.scoresTitle, riasecLetters.map((letter) => `${letterInWords(letter, language)} ${scores[letter]}`).join(', '));
}

function profileBlocks(riasec: RiasecResult, profile: HollandProfile, name: string, language: TestLanguage): Block[] {
  const words = reportWords[language];
  const parts = words.profileParts;
  const streams = orderedStreams(riasec, profile).map((s) => words.streamNames[s]);
  // The scoring's careers, in the report's language (a test taken in the other language has them worded from its code).
  const careers = riasecCareers(riasec, language);
  return [
    ...(careers.length ? [labelled(words.careersToExplore, `${careers.join(', ')}${words.fullStop}`)] : []),
    heading(words.profileHeading(profile.title)),
    { kind: 'text', runs: [{ text: profile.tagline, italic: true }], spaceAfter: 6 },
    ...(riasec.profileMatch === 'nearest' ? [text(words.nearestNote, { size: FACT_SIZE, color: MUTED, spaceAfter: 4 })] : []),
    // A close second and third: the title is not the student's settled three-letter identity (psychometric review).
    ...(placesOf(riasec).rest === 'close' ? [text(words.restCloseNote(name), { size: FACT_SIZE, color: MUTED, spaceAfter: 4 })] : []),
    text(profile.summary, { spaceAfter: 6 }),
    subheading(parts.strengths),
    bullets(profile.strengths),
    subheading(parts.challenges),
    bullets(profile.challenges),
    subheading(parts.clusters),
    bullets(
      profile.career_clusters.map((c) => {
        const places = coEducationalFirst(c.examples);
        return places.length ? `${c.cluster}: ${words.forExample(places.join(', '))}` : c.cluster;
      }),
    ),
    ...(streams.length ? [labelled(parts.streams, listed(streams, words.and))] : []),
    subheading(parts.actionPlan),
    numbered(profile.action_plan),
  ];
}

/** `explain`: whether a withheld reading is explained here too (the first page always explains it). */
export function riasecSection(riasec: RiasecResult, studentName: string, language: TestLanguage, explain = true): Block[] {
  const words = reportWords[language];
  const reason = withheldReason({ type: 'riasec', data: riasec });
  const profile = readableProfile(riasec, language);
  if (reason) {
    return [
      heading(words.riasecHeading),
      ...(explain ? [titledCallout(words.withheldTitle, withheldWords(words, reason, riasec, studentName), 'caution')] : []),
      // Close scores are the explanation for no code, in a line (a hexagon of six equal corners says no more); scores
      // from doubtful answers explain nothing.
      ...(reason === 'noCode' ? [scoresLine(riasec, language)] : []),
    ];
  }
  return [
    heading(words.riasecHeading),
    { kind: 'text', runs: [{ text: codeInWords(riasec.hollandCode, language), bold: true }], size: 16, spaceAfter: 4 },
    { kind: 'callout', tone: placesOf(riasec).lead === 'clear' && placesOf(riasec).rest === 'clear' ? 'info' : 'caution', runs: [{ text: codePlacesLine(riasec, language) }] },
    ...(riasec.hollandCode.split('') as RiasecLetter[]).map((letter) => text(words.letterMeanings[letter], { size: FACT_SIZE })),
    radar(riasec, language),
    ...(profile ? profileBlocks(riasec, profile, studentName, language) : []),
  ];
}
