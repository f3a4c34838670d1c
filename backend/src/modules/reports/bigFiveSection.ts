// The personality section, to the parent: bars and a line per trait only where the answers support a reading; doubtful
// answers get the explanation alone. Nothing compares with other people: the readings compare the answers with each
// other. Facets appear only where they came through strongly, since a 'low' facet reads to a parent as a fault, and never
// the one-sided ones (`domainOnly`), which have no reading of their own.
import { helplineTextForParents } from '@margdarshak/contracts/assessments/helpline';
import type { BigFiveResult, TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { FACT_SIZE, MUTED, heading, subheading, text, titledCallout, type Block } from './documentBlocks';
import { textsIn } from '../assessments';
import { bigFiveReadable, helplineDue } from './reading';
import { withheldWords } from './withheldWords';
import { listed } from './reportPlan';
import { reportWords } from './words';

export function helplineBlock(language: TestLanguage): Block {
  const help = helplineTextForParents[language];
  return titledCallout(help.title, help.body, 'info');
}

/** `explain`: whether doubtful answers (and the helpline) are explained here too (the first page always does). */
export function bigFiveSection(result: BigFiveResult, name: string, language: TestLanguage, explain = true): Block[] {
  const words = reportWords[language];
  // Trait and facet names in the report's language, whatever language the test was taken in.
  const names = textsIn[language].domains;
  const helpline = helplineDue(result) && explain ? [helplineBlock(language)] : [];
  if (!bigFiveReadable(result))
    return [heading(words.bigFiveHeading), ...(explain ? [titledCallout(words.withheldTitle, withheldWords(words, 'doubtful', result, name), 'caution')] : []), ...helpline];
  return [
    heading(words.bigFiveHeading),
    { kind: 'callout', tone: 'info', runs: [{ text: words.bigFiveScaleNote(name) }] },
    ...(result.ageNotice ? [{ kind: 'callout', tone: 'caution', runs: [{ text: words.ageNotice(name) }] } satisfies Block] : []),
    ...helpline,
    { kind: 'bars', rows: result.narrative.map((d) => ({ label: names[d.domain].title, value: d.score, max: 10 })) },
    ...result.narrative.flatMap((d): Block[] => {
      // A one-sided facet has no reading of its own (bigFive/narrative.ts), whatever a stored result carries for it.
      const strong = d.facets.flatMap((f, i) => (!f.domainOnly && f.scoreText === 'high' ? [names[d.domain].facets[i]?.title ?? f.title] : []));
      return [
        subheading(`${names[d.domain].title}: ${words.bandWords[d.scoreText]}`),
        text(words.domainLines[d.domain][d.scoreText](name), { spaceAfter: strong.length ? 2 : 6 }),
        ...(strong.length ? [text(words.strongFacets(listed(strong, words.and)), { size: FACT_SIZE, color: MUTED, spaceAfter: 6 })] : []),
      ];
    }),
  ];
}
