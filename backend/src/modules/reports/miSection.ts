// The Multiple Intelligences section, to the parent: what stands out (the result's dominant intelligences, all of them),
// careers and ideas only where the gate allows; a flat profile or doubtful answers get the explanation.
import { withheldReason } from '@margdarshak/contracts/assessments/gate';
import type { MultipleIntelligencesResult, TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { labelled, subheading, titledCallout, type Block } from './documentBlocks';
import { miCareers, miLabel, standingOut, topTwo } from './reading';
import { withheldWords } from './withheldWords';
import { listed } from './reportPlan';
import { reportWords } from './words';

/** `explain`: whether a withheld reading is explained here too (the first page always explains it). */
export function miSection(result: MultipleIntelligencesResult, name: string, language: TestLanguage, explain = true): Block[] {
  const words = reportWords[language];
  const reason = withheldReason({ type: 'multiple_intelligences', data: result });
  const bars: Block = { kind: 'bars', rows: result.intelligenceScores.map((s) => ({ label: miLabel(s.domain, language), value: s.score, max: 5 })) };
  // In a report of several tests the section reads as one: it starts on a new page unless most of it fits (else its
  // last ideas stood alone on a page). A single test's section follows its summary.
  const intro: Block[] = [
    { kind: 'heading', text: words.miHeading, room: !explain ? undefined : reason ? 360 : 460 },
    { kind: 'callout', tone: 'caution', runs: [{ text: words.miDisclaimer(name) }] },
  ];
  // A flat profile's bars show why nothing is named; bars from doubtful answers show nothing.
  if (reason) return [...intro, ...(reason === 'flat' ? [bars] : []), ...(explain ? [titledCallout(words.withheldTitle, withheldWords(words, reason, result, name), 'caution')] : [])];
  const top = topTwo(result);
  const careers = miCareers(result, language);
  return [
    ...intro,
    bars,
    ...(standingOut(result).length
      ? [
          labelled(
            words.standsOut,
            listed(
              standingOut(result).map((d) => miLabel(d, language)),
              words.and,
            ),
          ),
        ]
      : []),
    ...(careers.length ? [labelled(words.careersToExplore, `${careers.join(', ')}${words.fullStop}`)] : []),
    // One list, an item per intelligence: three ideas each read well in a line, and two lists of bullets ran a page over.
    ...(top.length
      ? [
          subheading(words.ideasHeading),
          { kind: 'list', items: top.map((d) => [{ text: `${miLabel(d, language)}: `, bold: true }, { text: `${words.miIdeas[d].join('; ')}${words.fullStop}` }]) } satisfies Block,
        ]
      : []),
  ];
}
