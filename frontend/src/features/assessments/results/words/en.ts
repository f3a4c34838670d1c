// The result views' English words (the keys are resultWords.ts's). The student reads "you"; the counsellor reads about
// "the student".
import { intelligenceLabelsIn } from '@margdarshak/contracts/assessments/intelligenceLabels';
import { streamNames } from '@margdarshak/contracts/assessments/streamNames';
import type { ResultWords } from './wordsShape';

export const en: ResultWords = {
  student: {
    code: 'Your Holland code',
    careers: 'Careers to explore',
    tentative: 'Some scores are close or tied, so read the letters as directions to explore, not a fixed order.',
    nearest: (code, profile, differences) =>
      `Your code, ${code}, has no profile of its own; ${profile} is the nearest profile to your six scores that keeps your first letter.${differences ? ` It differs in ${differences}.` : ''}`,
    noneTitle: 'No interest stands out in your answers',
    noneText:
      'Your six scores are too close together, or your answers too much alike, to pick three letters, so no Holland code or profile is given. This is common and nothing is wrong: it usually means you have not yet had the chance to try enough of these activities.',
    nextTitle: 'What to do next',
    noneNext: [
      'Try a few new activities: a club, a project, a workshop, a day with someone at work.',
      'Talk them over with a counsellor or your parents: what did you enjoy, what did you not?',
      'Take the test again in a few months, answering each activity on its own.',
    ],
    doubtfulText: {
      riasec:
        'Your answers follow a pattern (for example the same answer many times in a row, or answers that disagree with each other), so they may not show what you really enjoy. This happens, and nothing is wrong with you. We do not give a code, a profile or careers from these answers.',
      multiple_intelligences:
        'Your answers follow a pattern (for example the same answer many times in a row), so they may not show what you really like and find easy. This happens, and nothing is wrong with you. We do not pick out strong areas or careers from these answers.',
      bigfive:
        'Your answers follow a pattern (for example agreeing with almost everything, even with statements that say opposite things), so they may not describe you well. This happens, and nothing is wrong with you. We do not describe your personality from these answers.',
    },
    doubtfulNext: [
      'Retake the test when you have a quiet quarter of an hour, reading each statement on its own.',
      'Or go through it with your counsellor, who can help with any statement that was hard to understand.',
    ],
    earlierVersion: 'This result was scored by an earlier version of the test, which did not yet say how clear the code is or which letters tied. Read close scores with care.',
    inconsistent: (count, pairs) => `${count} of ${pairs} activities that were asked twice, in different words, got a like one time and a dislike the other: some answers may have been hurried.`,
    miFlat: 'With a flat profile, careers and ideas picked from the highest scores would be chance. Trying activities from different areas, and noticing which ones you come back to, says more.',
    bigFiveBars: 'Your five readings',
  },
  counsellor: {
    code: 'Holland code',
    careers: 'Career recommendations',
    tentative: 'Some scores are close or tied: discuss the letters as directions to explore, not a fixed order.',
    nearest: (code, profile, differences) =>
      `The code ${code} has no profile of its own; ${profile} is the nearest profile to the student's six scores that keeps the student's first letter.${differences ? ` It differs in ${differences}.` : ''}`,
    noneTitle: 'No interest stands out in the student’s answers',
    noneText:
      'The six scores are too close together, or the answers too much alike, to pick three letters, so no Holland code or profile is presented as the student’s. Do not read a code into the scores below.',
    nextTitle: 'Suggested next steps',
    noneNext: [
      'Ask the student which activities they have actually tried, and which they enjoyed.',
      'Suggest a few new experiences across the six types (a club, a project, a day with someone at work).',
      'Offer a retest in a few months, once there is more to go on; check the answers were read one by one.',
    ],
    doubtfulText: {
      riasec:
        'The answer checks could not rely on these answers (what they found is listed below: a pattern, hurry, or answers much the same everywhere), so no code, profile or careers are shown. The scores below are for you only: do not read a code into them.',
      multiple_intelligences:
        'The answer checks could not rely on these answers (what they found is listed below: a pattern, hurry, or answers much the same everywhere), so no strong areas, careers or ideas are shown. The scores below are for you only.',
      bigfive:
        'The answer checks could not rely on these answers (what they found is listed below: a pattern, hurry, or answers much the same everywhere), so no narrative or trait readings are shown. The bars below are for you only: do not read traits into them.',
    },
    doubtfulNext: [
      'Ask the student how they answered: in a hurry, unsure of the words, or just to finish?',
      'Offer a retake (in Hindi if reading English was hard), or go through the items together in the session.',
    ],
    earlierVersion: 'Scored by an earlier version of the test (before code confidence, ties and answer checks): read close scores and the order of tied letters with care.',
    inconsistent: (count, pairs) => `${count} of ${pairs} check pairs (the same activity asked twice) got a like one time and a dislike the other: some answers may have been hurried.`,
    miFlat: 'All eight areas were rated about the same: careers or ideas picked from the highest scores would be chance. Explore activities across areas with the student.',
    bigFiveBars: 'The five traits',
  },
  and: 'and',
  summary: 'In short',
  doubtfulTitle: 'Doubtful answers',
  flags: {
    longString: 'the same answer many times in a row',
    modalShare: 'one answer used for most items',
    acquiescence: 'agreeing with almost everything',
    inconsistent: 'check pairs answered both ways',
    personFit: 'answers much the same across the test’s parts (no clear pattern)',
    rhythm: 'a repeating rhythm (1-2-3-4-5 or alternating)',
    tooFast: 'answered faster than the items can be read',
  },
  flagsLabel: 'What the checks found',
  places: {
    lead: (place, first, second) => (place === 'clear' ? `Clear lead: ${first}.` : `Lead: ${first}, only a little ahead of ${second}.`),
    tiedLead: (first, second) => `Lead: ${first} and ${second}, tied.`,
    rest: (place, second, third) => `Second and third: ${second} and ${third}${place === 'clear' ? ', clear' : ', close'}.`,
  },
  confidence: { clear: 'Clear code', tentative: 'Tentative code', none: 'No clear code' },
  tied: (letters) => `${letters} tied`,
  letterMeanings: {
    R: 'enjoys hands-on work with tools, machines, plants or animals',
    I: 'enjoys observing, analysing and solving problems with ideas',
    A: 'enjoys creating, imagining and expressing through art, words or music',
    S: 'enjoys helping, teaching and caring for people',
    E: 'enjoys leading, persuading and starting things',
    C: 'enjoys order, accuracy and working with data and systems',
  },
  interestProfile: 'Interest profile',
  profile: {
    detailed: 'Detailed profile',
    strengths: 'Interests',
    challenges: 'Things to watch',
    clusters: 'Career clusters',
    example: (cluster, examples) => `${cluster}: for example ${examples}`,
    plan: 'Action plan',
    streams: 'Streams to consider',
  },
  streams: streamNames.en,
  mi: {
    notice: 'What these scores are, and are not',
    chart: 'Multiple Intelligences',
    standsOut: 'What stands out:',
    nothing: 'nothing: all eight areas were rated about the same, so none is called dominant.',
    ideas: (label) => `Ideas to try: ${label}`,
    labels: intelligenceLabelsIn.en,
  },
  bigFive: {
    bands: { low: 'Low', neutral: 'In the middle', high: 'High' },
    outOf: 'out of 10',
    howToRead: 'How to read this',
    facets: 'The six parts of this trait',
    domainOnly: 'read as part of the whole trait',
    traits: { O: 'Openness', C: 'Conscientiousness', E: 'Extraversion', A: 'Agreeableness', N: 'Neuroticism (emotional sensitivity)' },
  },
  scoreOutOf: (score, max) => `${score} out of ${max}`,
};
