// What a report says in a few lines, and the one plan that ties the tests together (issue 18, issue 28): the interest
// fields, the careers two tests agree on, the activities the child enjoys most, and how they like to work. Every step
// says only what the gate lets it (reading.ts), names what it refers to, and is written to the parent in the report's
// language (words/). Pure: the first page and the plan section are drawn from these sentences.
import { withheldReason } from '@margdarshak/contracts/assessments/gate';
import type { BigFiveDomain, BigFiveResult, MultipleIntelligencesResult, RiasecResult, TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { firstWordOf } from '@margdarshak/contracts/names';
import { miContentFor } from '../assessments';
import { codeInWords, listWith } from '@margdarshak/contracts/assessments/codeWords';
import { coEducationalFirst } from './institutions';
import { stagePlan, streamChoiceAhead, type StudentStage } from './stageAdvice';
import { bigFiveReadable, careersLanguage, miLabel, orderedStreams, placesOf, readableProfile, standingOut, topTwo } from './reading';
import { reportWords, type ReportWords } from './words';

/** Where the student is now (issue 28, item 5): the profile's class, board and medium, when filled in. */
export type Stage = StudentStage;

export interface PlanInput {
  studentName: string;
  riasec?: RiasecResult;
  bigfive?: BigFiveResult;
  multipleIntelligences?: MultipleIntelligencesResult;
  stage?: Stage;
}

type Band = BigFiveDomain['scoreText'];
type Domain = BigFiveDomain['domain'];

/** A first name for sentences about the student: the name's first word, or the report language's stand-in. */
export const firstName = (name: string, words: ReportWords = reportWords.en): string => firstWordOf(name) ?? words.childStandIn;

/** A title-cased phrase as it reads mid-sentence ('Data scientist' -> 'data scientist'); acronyms ('IAS officer') stay. */
export const inSentence = (phrase: string): string => (/^[A-Z](?![A-Z])/.test(phrase) ? phrase.charAt(0).toLowerCase() + phrase.slice(1) : phrase);

/** Two or more items as a sentence writes them: 'a', 'a and b', 'a, b and c' (with the language's 'and'). */
export const listed = (items: readonly string[], and = 'and'): string => listWith(items, and);

/** Phrases that carry their own "and" ("cooperative and considerate"): a comma before the last "and" keeps them apart. */
export function listedPhrases(items: readonly string[], and = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')}, ${and} ${items.at(-1)}`;
}

/** The Big Five in two lines, to the parent: what stood out of the child's own answers, and how to read it. */
export function personalityLines(studentName: string, result: BigFiveResult, words: ReportWords = reportWords.en): [string, string] {
  const marked = result.narrative.filter((d) => d.scoreText !== 'neutral').map((d) => words.traitPhrases[d.domain][d.scoreText === 'high' ? 'high' : 'low']);
  const name = firstName(studentName, words);
  return [marked.length ? words.personalityLine(name, listedPhrases(marked, words.and)) : words.personalityEven(name), words.personalityNote];
}

// Letters of any script are kept: a Hindi career list must not normalise to empty strings that match everything.
const normal = (career: string) =>
  career
    .toLowerCase()
    .replace(/[^\p{L}\p{M} ]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Careers both lists name (one contains the other's words, e.g. 'Engineer' and 'Software engineer'), as the first list writes them. */
export function sharedCareers(a: readonly string[], b: readonly string[]): string[] {
  const others = b.map(normal);
  return a.filter((career) => {
    const mine = normal(career);
    return others.some((other) => other === mine || ` ${mine} `.includes(` ${other} `) || ` ${other} `.includes(` ${mine} `));
  });
}

const bandOf = (result: BigFiveResult, domain: Domain): Band => result.narrative.find((d) => d.domain === domain)?.scoreText ?? 'neutral';

/**
 * The Multiple Intelligences careers the interests also name: matched in the language the interests were scored in,
 * written in the report's.
 */
function sharedWithInterests(riasec: RiasecResult, mi: MultipleIntelligencesResult, language: TestLanguage): string[] {
  const scoredIn = miContentFor(careersLanguage(riasec)).careers;
  const shown = miContentFor(language).careers;
  return topTwo(mi).flatMap((domain) => scoredIn[domain].flatMap((career, i) => (sharedCareers([career], riasec.careerSuggestions).length ? [shown[domain][i] ?? career] : [])));
}

/** The steps of the plan, in the order to take them; only the steps the tests taken, and their answers, support. */
export function planSteps({ studentName, riasec, bigfive, multipleIntelligences: mi, stage }: PlanInput, language: TestLanguage = 'en'): string[] {
  const words = reportWords[language];
  const plan = words.plan;
  const steps: string[] = [];
  const name = firstName(studentName, words);
  const profile = riasec && readableProfile(riasec, language);
  let namedFields = false;
  const stageSteps = stagePlan(stage, language);
  steps.push(...stageSteps.now);
  if (riasec && profile) {
    const clusters = profile.career_clusters.slice(0, 2);
    const places = clusters.flatMap((c) => coEducationalFirst(c.examples).slice(0, 1));
    const explore = plan.exploreFields(codeInWords(riasec.hollandCode, language), clusters.map((c) => c.cluster).join('; '), placesOf(riasec).rest === 'close');
    steps.push(places.length ? `${explore} ${plan.placesInclude(listed(places, words.and))}` : explore);
    namedFields = true;
  } else if (riasec) {
    steps.push(withheldReason({ type: 'riasec', data: riasec }) === 'doubtful' ? plan.retakeInterests(name) : plan.noDirectionYet(name));
  }
  if (riasec && mi && profile) {
    const shared = sharedWithInterests(riasec, mi, language);
    if (shared.length) steps.push(plan.shared(name, listed(shared.slice(0, 3).map(language === 'en' ? inSentence : (c: string) => c), words.and)));
  }
  if (mi) {
    const top = standingOut(mi);
    const idea = top[0] && words.miIdeas[top[0]][0];
    if (idea)
      steps.push(
        plan.buildOn(
          name,
          listed(
            top.map((d) => (language === 'en' ? inSentence(miLabel(d, language)) : miLabel(d, language))),
            words.and,
          ),
          language === 'en' ? inSentence(idea) : idea,
        ),
      );
  }
  if (bigfive && bigFiveReadable(bigfive)) {
    steps.push(plan.workStyleC[bandOf(bigfive, 'C')]);
    if (riasec || mi) steps.push(plan.workStyleE[bandOf(bigfive, 'E')](namedFields ? plan.theseFields : plan.openFields(name)));
    if (bandOf(bigfive, 'N') === 'high') steps.push(plan.gentlePace);
  }
  const streams = riasec && streamChoiceAhead(stage) ? orderedStreams(riasec, profile) : [];
  if (streams.length)
    steps.push(
      plan.streams(
        listed(
          streams.map((s) => words.streamNames[s]),
          words.and,
        ),
      ),
    );
  steps.push(...stageSteps.notes, plan.takeStock);
  return steps;
}
