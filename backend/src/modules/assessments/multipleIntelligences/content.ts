// The eight intelligences: how each is named, what each often leads to, and ideas to try for each. Written here. This
// is a self-report of preferences, not an ability test (no openly licensed validated questionnaire exists), and every
// result says so as plainly as it gives the scores.
//
// Ideas to try, not 'how you learn' (issue 18): matching teaching to a 'learning style' does not improve learning in
// the research, so nothing here says a student learns best one way. The ideas are things to do that use and stretch an
// area the student says they enjoy: clubs, projects, habits. Good study methods (testing yourself, spacing revision)
// help everyone and are the counsellor's to discuss.
import { intelligenceLabelsIn } from '@margdarshak/contracts/assessments/intelligenceLabels';
import type { Intelligence, TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { ideasToTryHi, intelligenceCareersHi } from './contentHi';

export const miDisclaimers: Record<TestLanguage, string> = {
  en: 'These scores come from your own answers about what you enjoy and find easy. It is a self-report indicator of preferences, not a validated test of ability, and it does not say how you learn best. It is best read together with your counsellor.',
  hi: 'ये स्कोर आपके अपने जवाबों से बने हैं कि आपको क्या अच्छा लगता है और क्या आसान लगता है। यह आपकी अपनी पसंद-नापसंद पर टिका है, आपकी क़ाबिलियत की कोई पक्की जाँच नहीं, और यह नहीं बताता कि आपके लिए पढ़ने-सीखने का सबसे अच्छा तरीक़ा कौन-सा है। इसे अपने काउंसलर के साथ पढ़ना सबसे अच्छा है।',
};

export const intelligenceLabels = intelligenceLabelsIn.en;

/** The same names in Hindi, for the summary. */
export const intelligenceLabelsHi = intelligenceLabelsIn.hi;

export const intelligenceCareers: Record<Intelligence, string[]> = {
  linguistic: ['Journalist', 'Lawyer', 'Teacher of languages', 'Content writer'],
  logical: ['Engineer', 'Data analyst', 'Chartered accountant', 'Scientist'],
  musical: ['Musician', 'Sound engineer', 'Music teacher', 'Music therapist'],
  bodily: ['Physiotherapist', 'Sportsperson or coach', 'Surgeon', 'Dancer or choreographer'],
  spatial: ['Architect', 'Designer', 'Pilot', 'Animator'],
  interpersonal: ['Counsellor', 'Human resources professional', 'Teacher', 'Sales and marketing professional'],
  intrapersonal: ['Psychologist', 'Writer', 'Researcher', 'Entrepreneur'],
  naturalist: ['Environmental scientist', 'Veterinarian', 'Agricultural scientist', 'Wildlife biologist'],
};

/** Ideas to try for each area: activities that use and stretch it (the result's `learningStrategies`). */
export const ideasToTry: Record<Intelligence, string[]> = {
  linguistic: ['Join the debate club or write for the school magazine', 'Keep a reading list and write a few lines about each book', 'Try explaining a topic you like in a short talk or blog post'],
  logical: [
    'Take part in a maths or science olympiad, or a coding club',
    'Pick a question you wonder about and test it with a small experiment',
    'Try puzzles, chess or strategy games that make you plan ahead',
  ],
  musical: [
    'Learn an instrument or join a choir or school band',
    'Try making a short tune or beat with a free phone app',
    'Listen closely to a kind of music that is new to you and notice how it is built',
  ],
  bodily: [
    'Play a sport or take up dance, yoga or martial arts regularly',
    'Build, repair or cook something from start to finish',
    'Try a hands-on workshop: carpentry, electronics, pottery or first aid',
  ],
  spatial: ['Draw, paint or photograph something every week', 'Try designing a room, a poster or a simple 3D model', 'Plan a route with a map before a trip and follow it'],
  interpersonal: ['Volunteer with a group, or help run a school event', 'Mentor a younger student or help a classmate who is stuck', 'Take a role in a team project where you bring people together'],
  intrapersonal: [
    'Keep a journal of what you enjoyed and what you learned each week',
    'Set yourself one small goal a month and look back on how it went',
    'Read about people whose work you admire and what shaped their choices',
  ],
  naturalist: ['Keep a nature diary of birds, plants or insects near you', 'Grow plants, care for an animal, or join an eco club', 'Take part in a local clean-up, tree-planting or bird count'],
};

/** The words of an MI result in one language (issue 28, item 6): names, careers, ideas to try and the disclaimer. */
export interface MiContent {
  labels: Record<Intelligence, string>;
  careers: Record<Intelligence, string[]>;
  ideas: Record<Intelligence, string[]>;
  disclaimer: string;
}

export function miContentFor(language: TestLanguage): MiContent {
  switch (language) {
    case 'en':
      return { labels: intelligenceLabels, careers: intelligenceCareers, ideas: ideasToTry, disclaimer: miDisclaimers.en };
    case 'hi':
      return { labels: intelligenceLabelsHi, careers: intelligenceCareersHi, ideas: ideasToTryHi, disclaimer: miDisclaimers.hi };
    default: {
      const unknown: never = language;
      return unknown;
    }
  }
}
