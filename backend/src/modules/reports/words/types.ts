// The report's fixed words (issue 28, item 6): one catalogue per language (en.ts, hi.ts), the same keys, so the PDF is
// written wholly in the language the tests were taken in. The PDF and the parent's view speak to the parent: about
// 'your child' or the child's first name (`name` below), never to the student as 'you'.
import type { RecommendedStream, RiasecLetter } from '@margdarshak/contracts/assessments/hollandProfile';
import type { Withheld } from '@margdarshak/contracts/assessments/gate';
import type { BigFiveDomain, Intelligence } from '@margdarshak/contracts/assessments/tests';

export type Band = BigFiveDomain['scoreText'];
export type Domain = BigFiveDomain['domain'];
type Place = 'clear' | 'close';

export interface ReportWords {
  /** The language's 'and'. */
  and: string;
  /** The end of a sentence: '.' or the danda. */
  fullStop: string;
  titles: { several: string; riasec: string; bigfive: string; mi: string };
  testNames: { riasec: string; bigfive: string; mi: string };
  forName(name: string): string;
  session(date: string): string;
  counsellor(name: string): string;
  packageLine(pkg: string, tests: string): string;
  summaryHeading: string;
  interestCode: string;
  /** 'Clear lead: Investigative (I).' and 'Second and third: Artistic (A) and Social (S), close.' */
  leadPlace(lead: string, place: Place): string;
  restPlaces(second: string, third: string, place: Place): string;
  personality: string;
  strengthsHeading: string;
  enjoysMost(name: string, areas: string): string;
  streamsLabel: string;
  streamNames: Record<RecommendedStream, string>;
  nextSteps: string;
  footer: string;
  planHeading(name: string): string;
  planIntro: string;
  /** Why a test's reading is withheld (gate.ts), with 'retake, or go through it with the counsellor'. */
  withheld: Record<Withheld, (name: string) => string>;
  /** Doubtful for low person fit alone: no clear pattern, which a careful student with even answers gets too. */
  /** What the report calls a child whose name it cannot read, in sentences written for a name. */
  childStandIn: string;
  noClearPattern(name: string): string;
  /** Doubtful because the middle answer was chosen for most statements: unsure, not careless. */
  mostlyUnsure(name: string): string;
  withheldTitle: string;
  riasecHeading: string;
  typeNames: Record<RiasecLetter, string>;
  letterMeanings: Record<RiasecLetter, string>;
  scoresTitle: string;
  outOf(value: number, max: number): string;
  careersToExplore: string;
  profileHeading(title: string): string;
  nearestNote: string;
  /** The second and third letters were close: the profile rests on the first letter, not on a settled three-letter code. */
  restCloseNote(name: string): string;
  profileParts: { strengths: string; challenges: string; clusters: string; streams: string; actionPlan: string };
  forExample(examples: string): string;
  bigFiveHeading: string;
  bigFiveScaleNote(name: string): string;
  ageNotice(name: string): string;
  bandWords: Record<Band, string>;
  /** A domain's reading about the child, one or two sentences. */
  domainLines: Record<Domain, Record<Band, (name: string) => string>>;
  /** The facets that came through most strongly; facets are never called low (a low reads as a fault to a parent). */
  strongFacets(titles: string): string;
  personalityLine(name: string, phrases: string): string;
  personalityEven(name: string): string;
  personalityNote: string;
  traitPhrases: Record<Domain, Record<'low' | 'high', string>>;
  miHeading: string;
  miDisclaimer(name: string): string;
  /** Ideas to try as activities, to the parent (the result's own ideas speak to the student); labels and careers come from miContentFor. */
  miIdeas: Record<Intelligence, readonly string[]>;
  standsOut: string;
  ideasHeading: string;
  notesHeading: string;
  noNotes: string;
  pageLabel: string;
  plan: PlanWords;
}

export interface PlanWords {
  /** `close`: the second and third letters are close (codePlaces.rest), so their order is not settled. */
  exploreFields(code: string, fields: string, close: boolean): string;
  placesInclude(places: string): string;
  noDirectionYet(name: string): string;
  /** The interests test's answers were doubtful: take it again, unhurried. */
  retakeInterests(name: string): string;
  shared(name: string, careers: string): string;
  buildOn(name: string, areas: string, idea: string): string;
  workStyleC: Record<Band, string>;
  /** How to find out about work: about 'these fields' only when a step named them, else about work the child likes. */
  workStyleE: Record<Band, (fields: string) => string>;
  theseFields: string;
  openFields(name: string): string;
  gentlePace: string;
  streams(streams: string): string;
  takeStock: string;
}
