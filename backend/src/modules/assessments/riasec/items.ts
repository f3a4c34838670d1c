// The interest inventory: 60 activities, 10 for each Holland type, written for Indian school students. Each is answered
// on a five-point like / dislike scale and scores 0 to 4, so a type scores 0 to 40 (the shape of the O*NET Interest
// Profiler short form; these items are our own).
import type { RiasecLetter } from '@margdarshak/contracts/assessments/hollandProfile';

export interface RiasecItem {
  id: string;
  type: RiasecLetter;
  text: string;
}

const texts: Record<RiasecLetter, string[]> = {
  R: [
    'Fix a bicycle puncture or a loose chain yourself',
    'Wire a small circuit with a battery, switch and bulb',
    'Help build a stage set or a science-fair model',
    'Grow vegetables or herbs on a terrace or in a school garden',
    'Take apart an old radio or remote to see how it works',
    'Help a mechanic service a scooter or a water pump',
    'Use tools such as a drill, saw or soldering iron',
    'Cook a full meal for your family on your own',
    'Set up the sound system or projector for a school function',
    'Go on a trek and pitch the tents at camp',
  ],
  I: [
    'Work out why the Moon shows phases from a diagram',
    'Do an experiment in the chemistry lab and record the readings',
    'Solve puzzles from the maths olympiad',
    'Read about how vaccines teach the body to fight disease',
    'Look at pond water under a microscope',
    'Write a small computer program that sorts a list',
    'Find out, from data, which monsoon year had the most rain',
    'Watch a documentary about black holes and look up more',
    'Test which brand of paper towel soaks up the most water',
    'Find out why curd sets faster in summer than in winter',
  ],
  A: [
    'Draw or paint a poster for a school festival',
    'Write a short story or a poem in any language',
    'Act in a school play or a street play',
    'Compose a tune or learn a new song on an instrument',
    'Design the cover of your class magazine',
    'Take photographs and edit them on a phone',
    'Dance in a cultural programme',
    'Make a short video with a story and background music',
    'Decorate a room or a stall for Diwali, Eid or Christmas',
    'Sketch ideas for clothes, jewellery or shoes',
  ],
  S: [
    'Explain a hard chapter to a classmate who is stuck',
    'Volunteer at an NGO, an animal shelter or a blood-donation camp',
    'Listen to a friend who is upset and help them feel better',
    'Teach younger children in your building or village',
    'Help an elderly neighbour with their shopping or phone',
    'Organise a cleanliness drive in your area',
    'Be a peer mentor for new students in school',
    'Help at a health camp by guiding patients',
    'Make a newcomer feel welcome in your class',
    'Plan games for children at a family function',
  ],
  E: [
    'Lead your house or team in an inter-school event',
    'Sell tickets or raise sponsorship for a school fest',
    'Give a speech or take part in a debate',
    'Run a small stall selling snacks or crafts at a mela',
    'Convince your friends to join a plan you have made',
    'Stand for class monitor or student council',
    'Start a small online shop or a YouTube channel',
    'Bargain for a good price at a market',
    'Plan a budget for a class trip and get everyone to agree',
    'Follow business news and think about starting a company',
  ],
  C: [
    'Keep accounts for the class fund in a neat register',
    'Arrange books in the library by number and subject',
    'Enter data carefully in a spreadsheet',
    'Check a form or an essay for spelling and errors',
    'Plan a timetable for exam revision and stick to it',
    'Keep track of attendance for a club or team',
    'Organise files and photos into clear folders',
    'Follow step-by-step instructions exactly to finish a task',
    'Prepare a monthly budget for your pocket money',
    'Keep the minutes of a meeting',
  ],
};

export const riasecItems: readonly RiasecItem[] = (Object.entries(texts) as [RiasecLetter, string[]][]).flatMap(([type, list]) =>
  list.map((text, index) => ({ id: `${type.toLowerCase()}${String(index + 1).padStart(2, '0')}`, type, text })),
);

/** The five answers, 1 to 5, and what each scores. */
export const likeScale = [
  { value: 1, label: 'Strongly dislike' },
  { value: 2, label: 'Dislike' },
  { value: 3, label: 'Not sure' },
  { value: 4, label: 'Like' },
  { value: 5, label: 'Strongly like' },
] as const;
