// /about/assessments: the technical note on our three questionnaires (issue 18), written for parents, counsellors and
// anyone who wants to check our working. Reliability figures are quoted only from their published source; what has
// not been measured is said to be unmeasured.
import type { Block } from '../ProsePage';
import type { NoteText } from './noteText';
import { qualityFiguresEn } from './noteQualityFigures';

export const NOTE_UPDATED = '28 November 2026';

export const inShort: Block[] = [
  {
    list: [
      'All three questionnaires are self-report: they describe what a student says about their own interests, preferences and personality. Honest answers give a useful picture; careless answers, or answers meant to please, do not.',
      'Interests are not abilities. A high Investigative score means a student enjoys investigating, not that they will do well in science; a strong musical preference is not a measure of musical talent.',
      'Results are read against the student’s own answers. We have no Indian norms yet, so nothing on Margdarshak tells a student how they compare with other students.',
      'The Big Five uses a published public-domain inventory. Our Holland and Multiple Intelligences item banks, and all the Hindi versions, are our own and have not yet been validated.',
      'Every result first passes one check on the answers themselves. When they look careless, or no interest or area stands out, we show no profile, careers, streams or personality description at all, only a kind explanation and what to do next.',
    ],
  },
];

export const riasec: Block[] = [
  { h: 'The Holland interest inventory (RIASEC)' },
  {
    p: 'Where the items come from: sixty everyday activities, ten for each of John Holland’s six interest types (Realistic, Investigative, Artistic, Social, Enterprising and Conventional), written by our team for Indian school students in English and in Hindi. The format follows the short form of the O*NET Interest Profiler, but the items are ours. Three further items restate activities already in the list; they are not scored, and only show whether the items were read with care.',
  },
  {
    p: 'How it is scored: each answer, from ‘Strongly dislike’ to ‘Strongly like’, counts 0 to 4, so each type scores from 0 to 40 as the sum of its ten items. The three highest types, in order, make the three-letter Holland code. Everyone sees the items in the same mixed order, so that results stay comparable.',
  },
  {
    p: 'What the code can and cannot say: when the answers are nearly all the same, or the six scores lie close together, no code is given, because no interest stands out. We say separately how clear the first letter is and whether the second and third are settled, and equal scores are named as ties rather than settled by a fixed order. Each of our 48 profiles describes interests typical of a code; it is a starting point for a conversation with a counsellor, not a prediction.',
  },
];

export const multipleIntelligences: Block[] = [
  { h: 'The Multiple Intelligences questionnaire' },
  {
    p: 'Where the items come from: forty statements, five for each of eight areas drawn from Howard Gardner’s theory (linguistic, logical-mathematical, musical, bodily-kinesthetic, spatial, interpersonal, intrapersonal and naturalist), written by our team in English and in Hindi.',
  },
  {
    p: 'How it is scored: each area’s score is the mean of its five answers, from 1 (‘Not like me at all’) to 5 (‘Very much like me’). An area is called dominant only when it stands out from the student’s other seven; when none does, the profile is reported as flat.',
  },
  {
    p: 'What it means: a self-report of what a student enjoys and finds easy, not a test of intelligence or of ability. Research has not supported the idea that teaching to a preferred ‘learning style’ improves learning, so the result offers ideas to try rather than a way the student must learn.',
  },
];

export const bigFive: Block[] = [
  { h: 'The Big Five personality inventory' },
  {
    p: 'Where the items come from: the IPIP-NEO-120, a 120-item public-domain inventory that John A. Johnson (2014) built from Lewis Goldberg’s International Personality Item Pool (IPIP). We use the English items as published in the open-source @bigfive-org/questions package (MIT licence); the Hindi items are written by our team for school students, each keeping the meaning and direction of its English item.',
  },
  {
    p: 'Two items are changed. Its Liberalism facet, part of Openness, asked how one votes (‘Tend to vote for liberal political candidates’ and ‘Tend to vote for conservative political candidates’), which does not belong in a questionnaire for teenagers in India. In their place are two public-domain IPIP items on openness to other people’s views and values, from the IPIP scale for Tolerance (a construct of the Jackson Personality Inventory): ‘Understand people who think differently’, which counts towards the facet, and ‘Believe in an eye for an eye’, which counts against it. We wrote their Hindi. The facet still has two items each way; its reliability with these two items has not been measured.',
  },
  {
    p: 'How it is scored: answers run from 1 (‘Very inaccurate’) to 5 (‘Very accurate’), and items worded against a trait count in reverse. Each of the five traits is the mean of its 24 answers, and each of its six facets the mean of its four; we show the mean on a bar from 0 to 10. A mean below 2.5 reads as low, above 3.5 as high, and anything between as in the middle. These bands say where the student’s own answers fall on the answer scale: they are not percentiles, and they do not compare the student with anyone. A facet whose four items are all worded the same way is read only as part of its trait, so that agreeing with everything does not turn into a trait.',
  },
  {
    p: 'What the student reads: words written by our team for teenagers, in English or in Hindi, never the adult report that comes with the open-source package. The summary compares the five traits only with one another. The inventory was tried out with people aged 16 and over, so a younger student’s result carries a notice to read it as an early sketch.',
  },
];

export const reliability: Block[] = [
  { h: 'How reliable are the scores?' },
  {
    p: 'Big Five: the published figures are for the English items, with adult samples. The IPIP’s own table comparing the 300- and 120-item versions (ipip.ori.org, ‘IPIP300-120ComparisonTable’) gives coefficient alphas of about .60 to .80 for the four-item facet scales of the 120-item version: for example .71 for Anxiety (our ‘Worry’), .80 for Depression (our ‘Low moods’), .63 for Self-Consciousness and .60 for Gregariousness (our ‘Enjoying company’). Four items give a rough facet score, so we show facets as parts of a trait, not as findings on their own. The trait scores, with 24 items each, are considerably more reliable, and Johnson (2014) found that the 120-item version compared favourably with the 300-item original in a community sample of 481 adults and in Internet samples of more than 300,000 and 600,000 people.',
  },
  {
    p: 'Holland and Multiple Intelligences: we have not yet measured the reliability of our item banks. Until we have, read a single score as approximate: a difference of a few points between two Holland types, or of half a point between two intelligences, may not survive taking the test again.',
  },
];

export const notValidated: Block[] = [
  { h: 'What we have not yet validated' },
  {
    list: [
      'Our Holland and Multiple Intelligences item banks: no study of their reliability or validity yet.',
      'The Hindi versions. The Holland and Multiple Intelligences items, the Big Five’s Hindi items and every Big Five result text are written by us. None has yet been compared with the English version in a study.',
      'The two replacement items in the Big Five’s Liberalism facet.',
      'Norms for Indian students, for any of the three questionnaires: no result tells a student how they compare with others.',
      'The Big Five with students under 16.',
    ],
  },
  { p: 'We will publish what we learn on this page. Researchers who would like to study these questionnaires with us are welcome to write to us through the contact page.' },
];

export const sources: Block[] = [
  { h: 'Sources' },
  {
    list: [
      'Johnson, J. A. (2014). Measuring thirty facets of the Five Factor Model with a 120-item public domain inventory: Development of the IPIP-NEO-120. Journal of Research in Personality, 51, 78–89.',
      'Goldberg, L. R. (1999). A broad-bandwidth, public-domain, personality inventory measuring the lower-level facets of several five-factor models. In Personality Psychology in Europe, Vol. 7 (pp. 7–28). Tilburg University Press.',
      'International Personality Item Pool, ipip.ori.org: the items, the keys of the IPIP-NEO and of the Tolerance scale, and the comparison table quoted above.',
      'Holland, J. L. (1997). Making Vocational Choices (3rd ed.). Psychological Assessment Resources.',
      'Gardner, H. (1983). Frames of Mind: The Theory of Multiple Intelligences. Basic Books.',
      'Pashler, H., McDaniel, M., Rohrer, D., & Bjork, R. (2008). Learning styles: Concepts and evidence. Psychological Science in the Public Interest, 9(3), 105–119.',
    ],
  },
];

export const gate: Block[] = [
  { h: 'When we show no reading' },
  {
    p: 'Before any result is read, one rule decides what the answers can support, and every place a result appears follows it: the student’s page, the counsellor’s view, the parent’s view, the PDF report and our e-mails. A result is read in full only when the answers look genuine and, for the Holland test, a code stands out, and for the Multiple Intelligences test, some area stands out.',
  },
  {
    list: [
      'Doubtful answers: the answers look careless, for example the same answer to nearly everything, a repeating rhythm such as 1-2-3-4-5, agreeing with statements that say opposite things, answers that disagree with restated items, or a whole test answered faster than it can be read. The result then shows no profile, careers, streams or personality description, only a kind explanation and “retake, or go through it with your counsellor”.',
      'No clear Holland code: the six scores lie too close together to pick three letters. No code, profile or careers are given; the student reads what to try next.',
      'A flat Multiple Intelligences profile: no area stands out from the others. Nothing is called dominant, and no careers or ideas are picked from the highest scores.',
    ],
  },
  {
    p: 'A Holland code is never printed as a bare three-letter word: each letter is written with its name, and we say separately how clear the first place is and whether the second and third are settled (“Clear lead: Investigative. Second and third: Artistic and Social, close.”). When a Big Five reading shows strong low moods, the result shows the Tele-MANAS helpline (14416), the government’s free mental-health service, to the student and to the counsellor.',
  },
];

export const canAndCannot: Block[] = [
  { h: 'What each test can and cannot say' },
  {
    list: [
      'Holland: which kinds of activity a student says they would enjoy, and so which fields are worth exploring. It cannot say what the student will be good at, which career will suit them, or which stream they must take.',
      'Multiple Intelligences: which kinds of activity a student says they enjoy and find easy. It is not an intelligence or ability test, and it cannot say how the student learns best.',
      'Big Five: how a student describes their own habits and feelings today, compared only with their own answers. It is not a diagnosis of anything, it cannot say whether a student is honest or kind, and it does not compare them with other students.',
    ],
  },
];

export const licence: Block[] = [
  { h: 'Licence of our own items' },
  {
    p: 'Our Holland and Multiple Intelligences statements, our Hindi Big Five items and our result texts are © Margdarshak and published under the Creative Commons Attribution 4.0 licence (CC BY 4.0): schools, counsellors and researchers may use and adapt them, with credit. The Big Five’s English items are public domain (IPIP); the @bigfive-org code we use is under the MIT licence.',
  },
];

export const noteEn: NoteText = {
  title: 'How our assessments work',
  description:
    'Where the Holland, Multiple Intelligences and Big Five items come from, how they are scored, when we show no reading, what the scores mean and do not mean, and what is not yet validated.',
  lead: 'A technical note for parents, counsellors and anyone who wants to check our working.',
  updated: `Last updated ${NOTE_UPDATED}`,
  inShortHeading: 'In short',
  inShort,
  sections: [gate, qualityFiguresEn, canAndCannot, riasec, multipleIntelligences, bigFive, reliability, notValidated, licence, sources],
  aboutLink: 'About Margdarshak',
  otherLanguage: { label: 'यह पेज हिन्दी में पढ़ें', lang: 'hi' },
};
