// The report's words in English, to the parent: about the child by first name, never 'you' for the student.
import { CHILD_STAND_IN } from '@margdarshak/contracts/names';
import { letterMeanings, typeNames } from '@margdarshak/contracts/assessments/hollandProfile';
import { streamNames } from '@margdarshak/contracts/assessments/streamNames';
import type { ReportWords } from './types';

const retake = (name: string) => `${name} can take the test again, or go through it with the counsellor.`;

export const english: ReportWords = {
  and: 'and',
  fullStop: '.',
  titles: { several: 'Career assessment report', riasec: 'Holland Code report', bigfive: 'Big Five personality report', mi: 'Multiple Intelligences report' },
  testNames: { riasec: 'Holland Code (interests)', bigfive: 'Big Five (personality)', mi: 'Multiple Intelligences' },
  forName: (name) => `for ${name}`,
  session: (date) => `Session: ${date} (India time)`,
  counsellor: (name) => `Counsellor: ${name}`,
  packageLine: (pkg, tests) => `Package: ${pkg}   ·   Tests: ${tests}`,
  summaryHeading: 'Summary',
  interestCode: 'Interests',
  leadPlace: (lead, place) => (place === 'clear' ? `Clear lead: ${lead}.` : `Leading, but closely followed: ${lead}.`),
  restPlaces: (second, third, place) => `Second and third: ${second} and ${third}${place === 'clear' ? ', in that order' : ', close'}.`,
  personality: 'Personality',
  strengthsHeading: 'What stands out',
  enjoysMost: (name, areas) => `${name} enjoys ${areas} activities most (in ${name}'s own view)`,
  streamsLabel: 'Streams to consider',
  streamNames: streamNames.en,
  nextSteps: 'What to do next',
  footer:
    'This report describes interests and preferences at one point in time, in your child’s own answers. It is not a verdict on ability or a prediction of success; read it with the counsellor. It is confidential.',
  planHeading: (name) => `${name}'s plan: the tests together`,
  planIntro: 'Each step below comes from what the tests found, taken together, and only from what the answers support.',
  withheldTitle: 'No reading this time',
  childStandIn: CHILD_STAND_IN,
  noClearPattern: (name) =>
    `${name}'s answers to this test came out much the same across its different parts, so no clear pattern stood out. This happens to careful students too, when their interests or traits are fairly even, and it does not mean ${name} answered carelessly. So this report draws nothing from this test. ${retake(name)}`,
  mostlyUnsure: (name) =>
    `${name} chose the middle answer for most of the statements in this test, so there is not enough here for a picture we can rely on. It is normal to be unsure about things one has not tried yet, and it does not mean ${name} answered carelessly. So this report draws nothing from this test. ${retake(name)}`,
  withheld: {
    doubtful: (name) =>
      `${name}'s answers to this test do not look like a settled picture: for example, nearly the same answer everywhere, a repeating pattern, or answers that contradict each other. This often happens when a test is rushed or tiring, and it says nothing bad about ${name}. So this report draws nothing from this test. ${retake(name)}`,
    noCode: (name) =>
      `No interest stood out clearly in ${name}'s answers: the six scores are close together. That is common at this age, so this report gives no interest code, profile or careers for now. ${name} can try a few new activities and take the test again in a few months, or go through it with the counsellor.`,
    flat: (name) => `No area stood out from the others in ${name}'s answers, so none is called a strength and no careers are suggested from this test. ${retake(name)}`,
  },
  riasecHeading: 'Interests: Holland Code (RIASEC)',
  typeNames,
  letterMeanings,
  scoresTitle: 'Scores (out of 40)',
  outOf: (value, max) => `${value} of ${max}`,
  careersToExplore: 'Careers to explore',
  profileHeading: (title) => `Profile: ${title}`,
  restCloseNote: (name) =>
    `The second and third letters of ${name}'s code were close, so this profile is the one nearest to ${name}'s first letter and the next two, whose order could change on another day. Read it as a starting point, not a settled description.`,
  nearestNote: 'This exact combination has no profile of its own; this is the nearest one, with the same first interest where one exists.',
  profileParts: { strengths: 'What your child may enjoy', challenges: 'What may be harder', clusters: 'Career clusters', streams: 'Streams that fit', actionPlan: 'Action plan' },
  forExample: (examples) => `for example ${examples}`,
  bigFiveHeading: 'Personality: Big Five',
  bigFiveScaleNote: (name) =>
    `Low, in the middle and high describe ${name}'s own answers, read against each other: high means ${name} mostly described themselves in the ways a trait involves, low that they mostly did not. No reading is better than another.`,
  ageNotice: (name) => `This questionnaire was tried out with people aged 16 and over. At ${name}'s age, read it as an early sketch that will change with time, and go through it with the counsellor.`,
  bandWords: { low: 'low', neutral: 'in the middle', high: 'high' },
  domainLines: {
    O: {
      low: (n) => `${n} describes a liking for the familiar and the practical: clear, useful tasks appeal more than abstract ones.`,
      neutral: (n) => `${n} describes being open to new ideas in some areas and preferring the familiar in others.`,
      high: (n) => `${n} describes curiosity about new ideas, art and experiences; subjects that leave room to explore may suit best.`,
    },
    C: {
      low: (n) => `${n} describes an easygoing way with plans and order; small, visible steps tend to work better than long plans.`,
      neutral: (n) => `${n} describes planning some things ahead and taking others as they come.`,
      high: (n) => `${n} describes liking to plan ahead and see tasks through; steady goals suit this well.`,
    },
    E: {
      low: (n) => `${n} describes recharging with quieter time and fewer people; depth in a few friendships may matter more than a crowd.`,
      neutral: (n) => `${n} describes enjoying company at times and quiet at others.`,
      high: (n) => `${n} describes getting energy from people and activity; group work and events may be enjoyable.`,
    },
    A: {
      low: (n) => `${n} describes being direct and ready to stand up for a point of view.`,
      neutral: (n) => `${n} describes a balance between going along with others and standing firm.`,
      high: (n) => `${n} describes being cooperative and considerate towards others.`,
    },
    N: {
      low: (n) => `${n} describes staying fairly calm and steady when things are stressful.`,
      neutral: (n) => `${n} describes feeling worry and stress at times, and recovering from it.`,
      high: (n) => `${n} describes feeling worry, stress or low moods strongly at times. Talking about it at home helps, and so does the counsellor.`,
    },
  },
  strongFacets: (titles) => `Came through most strongly in the answers: ${titles}.`,
  personalityLine: (name, phrases) => `${name}'s answers describe someone ${phrases}.`,
  personalityEven: (name) => `${name}'s answers sit in the middle on all five traits: no side of personality stands out strongly.`,
  personalityNote: 'These readings compare the answers with each other, and they can change with time.',
  traitPhrases: {
    O: { high: 'curious about new ideas and experiences', low: 'fond of the familiar and the practical' },
    C: { high: 'inclined to plan ahead and see tasks through', low: 'easygoing about plans and order' },
    E: { high: 'energised by people and activity', low: 'recharged by quieter time' },
    A: { high: 'cooperative and considerate', low: 'direct and ready to stand firm' },
    N: { high: 'sensitive to worry and stress', low: 'calm and steady under stress' },
  },
  miHeading: 'Multiple Intelligences',
  miDisclaimer: (name) =>
    `These scores come from ${name}'s own answers about what they enjoy and find easy. They show preferences, not ability: this is not a validated test, and it does not say how anyone learns best. It is best read with the counsellor.`,
  miIdeas: {
    linguistic: ['The debate club, or writing for the school magazine', 'A reading list, with a few lines written about each book', 'Explaining a favourite topic in a short talk or blog post'],
    logical: ['A maths or science olympiad, or a coding club', 'A small experiment to test a question worth wondering about', 'Puzzles, chess or strategy games that need planning ahead'],
    musical: ['An instrument, a choir or the school band', 'Making a short tune or beat with a free phone app', 'Listening closely to a new kind of music and noticing how it is built'],
    bodily: ['A sport, dance, yoga or martial arts, regularly', 'Building, repairing or cooking something from start to finish', 'A hands-on workshop: carpentry, electronics, pottery or first aid'],
    spatial: ['Drawing, painting or photographing something every week', 'Designing a room, a poster or a simple 3D model', 'Planning a route on a map before a trip, then following it'],
    interpersonal: ['Volunteering with a group, or helping run a school event', 'Helping a younger student or a classmate who is stuck', 'A role in a team project that brings people together'],
    intrapersonal: [
      'A weekly journal of what went well and what was learned',
      'One small goal a month, looked back on at its end',
      'Reading about people whose work is admired, and what shaped their choices',
    ],
    naturalist: ['A nature diary of birds, plants or insects nearby', 'Growing plants, caring for an animal, or an eco club', 'A local clean-up, tree-planting or bird count'],
  },
  standsOut: 'Stands out',
  ideasHeading: 'Ideas to try',
  notesHeading: "Counsellor's notes",
  noNotes: 'No notes were added.',
  pageLabel: 'Page {page} of {pages}',
  plan: {
    exploreFields: (code, fields, close) => `Explore the fields that fit the interests ${code}${close ? ' (their order is not settled, so look at neighbouring fields too)' : ''}: ${fields}.`,
    placesInclude: (places) => `Places that teach them include ${places}.`,
    noDirectionYet: (name) => `Interests did not point one way yet: try one activity from each of two or three different areas this term and notice which ${name} returns to.`,
    retakeInterests: (name) => `Let ${name} take the interests test again on a calm day, with time to think over each answer, or go through the answers with the counsellor.`,
    shared: (name, careers) => `Both the interests and the activities ${name} enjoys point to careers such as ${careers}: find out what a working day there looks like.`,
    buildOn: (name, areas, idea) => `Build on what ${name} enjoys most (${areas} activities). One idea: ${idea}.`,
    workStyleC: {
      high: 'Set one goal for the next three months (a project, a course or a competition) and track the progress weekly: planning comes naturally.',
      neutral: 'Choose one goal for the next three months and look at the progress every Sunday.',
      low: 'Keep plans small: one step a week, written somewhere visible, works better than one big plan.',
    },
    workStyleE: {
      high: (fields) => `Talk to two people who work in ${fields}: a visit or a call says more than a website.`,
      neutral: (fields) => `Mix reading about ${fields} with one conversation with someone who works there.`,
      low: (fields) => `Start with reading and videos about ${fields}, then meet one professional for a quiet conversation.`,
    },
    theseFields: 'these fields',
    openFields: (name) => `work that looks interesting to ${name}`,
    gentlePace: 'Keep the pace gentle around exams: exploring should add interest, not pressure.',
    streams: (streams) => `Before the stream choice, discuss ${streams} with the counsellor and the school, with this report at hand.`,
    takeStock: 'Take stock with the counsellor in three to six months: interests at this age still move.',
  },
};
