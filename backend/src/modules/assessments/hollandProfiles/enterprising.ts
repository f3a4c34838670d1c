// Profiles led by Enterprising: students who want to lead, persuade and start things.
import { define } from './define';

export const enterprisingProfiles = [
  define({
    code: 'ESA',
    title: 'The Charismatic Leader',
    tagline: 'Wins people over and brings their ideas to life.',
    summary:
      'Your child is outgoing, persuasive and imaginative. They enjoy leading a team, pitching an idea and seeing people get excited. They read people well. Marketing, public relations, media management and politics suit their energy.',
    strengths: ['Persuasive and confident', 'Reads people well', 'Creative with ideas', 'Energises a team'],
    challenges: ['May promise more than can be delivered', 'Can lose patience with routine work'],
    career_clusters: [
      { cluster: 'Marketing and public relations', examples: ['MICA, Ahmedabad', 'IIM Indore (IPM)', 'Symbiosis Institute of Media and Communication'] },
      { cluster: 'Media and entertainment management', examples: ['Whistling Woods International, Mumbai', 'Xavier Institute of Communications, Mumbai'] },
      { cluster: 'Politics and public affairs', examples: ['Ashoka University', 'MIT School of Government, Pune'] },
    ],
    action_plan: [
      'Commerce or Humanities',
      'Lead a student council campaign or a fest team',
      'Prepare for IPMAT and CUET-UG',
      'Start a small project that needs persuading people to join',
    ],
    recommended_streams: ['Commerce', 'Humanities'],
  }),
  define({
    code: 'ESC',
    title: 'The Business Manager',
    tagline: 'Leads people and runs things in good order.',
    summary:
      'Your child enjoys responsibility: leading a team, handling the money, keeping everyone on track. They are sociable and organised. Business management, banking, retail and hospitality leadership suit them.',
    strengths: ['Leads and organises', 'Good with people and numbers', 'Decisive', 'Reliable'],
    challenges: ['May prefer safe choices over interesting ones', 'Can be controlling under pressure'],
    career_clusters: [
      { cluster: 'Business administration', examples: ['IIM Indore (IPM)', 'Shaheed Sukhdev College of Business Studies, Delhi', 'NMIMS Mumbai'] },
      { cluster: 'Banking and financial services', examples: ['Shri Ram College of Commerce', 'Narsee Monjee College, Mumbai'] },
      { cluster: 'Retail and hospitality management', examples: ['IHM Pusa, New Delhi', 'NIFT (Fashion Management)'] },
    ],
    action_plan: [
      'Commerce with mathematics',
      'Manage the finances of a club or an event',
      'Prepare for IPMAT, CUET-UG and BBA entrance tests',
      'Take a summer job or internship in a shop or office',
    ],
    recommended_streams: ['Commerce'],
  }),
  define({
    code: 'ECS',
    title: 'The Administrator',
    tagline: 'Makes organisations work for the people they serve.',
    summary:
      'Your child likes to be in charge of well-run systems that help people. They are practical, organised and comfortable with rules. Civil services, public-sector management and administration in schools or hospitals suit them.',
    strengths: ['Organised leader', 'Respects rules and fairness', 'Communicates clearly', 'Steady under pressure'],
    challenges: ['May be uncomfortable with ambiguity', 'Can focus on procedure over people'],
    career_clusters: [
      { cluster: 'Civil services', examples: ['LBSNAA, Mussoorie (after UPSC)', 'St. Stephen’s College, Delhi (graduate route)'] },
      { cluster: 'Public-sector management', examples: ['Indian Institute of Public Administration', 'University of Hyderabad'] },
      { cluster: 'Company secretaryship and corporate law', examples: ['Institute of Company Secretaries of India', 'National Law University, Delhi'] },
    ],
    action_plan: [
      'Humanities or Commerce',
      'Take an office-bearer role in school',
      'Prepare for CUET-UG or CLAT; read the newspaper daily for general awareness',
      'Consider the CS Executive Entrance Test',
    ],
    recommended_streams: ['Humanities', 'Commerce'],
  }),
  define({
    code: 'EAS',
    title: 'The Creative Entrepreneur',
    tagline: 'Builds ventures around ideas that delight people.',
    summary:
      'Your child dreams up ventures: a clothing label, a café, an app, a festival. They are creative, sociable and unafraid to ask for what they want. They learn by doing. Creative business, event management and design-led startups suit them.',
    strengths: ['Inventive and bold', 'Networks easily', 'Understands customers', 'Energetic'],
    challenges: ['May underestimate the paperwork of a business', 'Can start too many things at once'],
    career_clusters: [
      { cluster: 'Event and experience management', examples: ['National Institute of Event Management, Mumbai', 'Pearl Academy'] },
      { cluster: 'Fashion and lifestyle business', examples: ['NIFT (Fashion Management)', 'Pearl Academy'] },
      { cluster: 'Startups and innovation', examples: ['IIM Bangalore (NSRCEL)', 'Entrepreneurship Development Institute of India, Ahmedabad'] },
    ],
    action_plan: [
      'Commerce or Humanities with a creative elective',
      'Run a real small venture (a stall, an online store) and keep honest accounts',
      'Prepare for IPMAT, NIFT and CUET',
      'Find a mentor who has started a business',
    ],
    recommended_streams: ['Commerce', 'Humanities'],
  }),
  define({
    code: 'EIC',
    title: 'The Financial Strategist',
    tagline: 'Reads the numbers, sees the opportunity, makes the call.',
    summary:
      'Your child is ambitious and analytical. They are interested in money, markets and how businesses succeed, and they like being the one who decides. Investment banking, finance, consulting and chartered accountancy suit their drive and precision.',
    strengths: ['Ambitious and analytical', 'Comfortable with numbers', 'Decisive', 'Interested in markets'],
    challenges: ['May equate success only with money', 'Can be overly competitive with friends'],
    career_clusters: [
      { cluster: 'Investment and financial markets', examples: ['Shri Ram College of Commerce', 'NISM, Navi Mumbai', 'IIM Ahmedabad (postgraduate)'] },
      { cluster: 'Chartered accountancy', examples: ['ICAI'] },
      { cluster: 'Management consulting', examples: ['IIM Indore (IPM)', 'IIT Delhi (Management Studies, postgraduate)'] },
    ],
    action_plan: [
      'Commerce with mathematics',
      'Follow business news and track a few companies',
      'Prepare for IPMAT and the CA Foundation',
      'Join an investment or economics club, or start one',
    ],
    recommended_streams: ['Commerce'],
  }),
  define({
    code: 'ERC',
    title: 'The Operations Chief',
    tagline: 'Runs factories, fleets and sites with a firm hand.',
    summary:
      'Your child likes practical work, structure and being in charge. They want to see real output: goods made, deliveries done, buildings finished. Operations management, construction business, logistics and manufacturing leadership suit them.',
    strengths: ['Practical leader', 'Organised', 'Results-focused', 'Handles responsibility early'],
    challenges: ['May dismiss ideas that are not immediately practical', 'Can be impatient with people who learn slowly'],
    career_clusters: [
      { cluster: 'Operations and manufacturing management', examples: ['NITIE (IIM Mumbai)', 'IIT Kharagpur'] },
      { cluster: 'Logistics and shipping', examples: ['Indian Maritime University', 'Indian Institute of Logistics, Chennai'] },
      { cluster: 'Construction business', examples: ['NICMAR University, Pune', 'NIT Calicut'] },
    ],
    action_plan: [
      'PCM for engineering routes, Commerce for management',
      'Lead the practical side of a school project: materials, schedule, team',
      'Prepare for JEE Main or IPMAT',
      'Visit a factory or port through a family contact or school trip',
    ],
    recommended_streams: ['Science (PCM)', 'Commerce'],
  }),
  define({
    code: 'ECI',
    title: 'The Corporate Planner',
    tagline: 'Sets targets, builds the plan, checks the results.',
    summary:
      'Your child enjoys leading with a plan. They like goals, spreadsheets and reviews, and they are analytical enough to see where things go wrong. Business analytics, project management and corporate finance suit them.',
    strengths: ['Strategic planner', 'Detail-aware', 'Goal-driven', 'Analytical'],
    challenges: ['May be stressed when plans fail', 'Can overlook how people feel about changes'],
    career_clusters: [
      { cluster: 'Project and product management', examples: ['IIM Indore (IPM)', 'IIT Bombay (postgraduate management)'] },
      { cluster: 'Corporate finance', examples: ['Shri Ram College of Commerce', 'Christ University, Bengaluru'] },
      { cluster: 'Business analytics', examples: ['IIM Rohtak (IPM)', 'ISI Kolkata (postgraduate business analytics)'] },
    ],
    action_plan: [
      'Commerce with mathematics',
      'Plan a class trip or fest budget and track it against actual spending',
      'Prepare for IPMAT and CUET-UG',
      'Learn spreadsheets to an advanced level',
    ],
    recommended_streams: ['Commerce'],
  }),
  define({
    code: 'EIS',
    title: 'The Advocate',
    tagline: 'Argues clearly, fights fairly and wins for others.',
    summary:
      'Your child loves a good argument backed by facts. They think fast, speak well and care about justice. They enjoy research when it serves a case. Law, journalism, diplomacy and policy advocacy suit them.',
    strengths: ['Logical and persuasive', 'Researches thoroughly', 'Cares about justice', 'Confident speaker'],
    challenges: ['May argue when listening would serve better', 'Can take setbacks personally'],
    career_clusters: [
      { cluster: 'Law', examples: ['National Law School of India University, Bengaluru', 'NALSAR Hyderabad', 'National Law University, Delhi'] },
      { cluster: 'Diplomacy and international relations', examples: ['Jawaharlal Nehru University', 'Indian Foreign Service (after UPSC)'] },
      { cluster: 'Investigative journalism', examples: ['Asian College of Journalism, Chennai', 'IIMC New Delhi'] },
    ],
    action_plan: [
      'Humanities with political science, or Commerce',
      'Debate, moot court and Model UN every year',
      'Prepare for CLAT and AILET',
      'Read judgments summaries and editorials, and write short case notes',
    ],
    recommended_streams: ['Humanities', 'Commerce'],
  }),
];
