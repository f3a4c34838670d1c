// Profiles led by Conventional: students who like order, accuracy and doing things properly.
import { define } from './define';

export const conventionalProfiles = [
  define({
    code: 'CES',
    title: 'The Trusted Accountant',
    tagline: 'Keeps the books straight and the people who depend on them informed.',
    summary:
      'Your child likes order, numbers and responsibility. They enjoy getting accounts to balance and take pride in being trusted. They are comfortable explaining figures to others. Chartered accountancy, banking and financial administration suit them well.',
    strengths: ['Accurate with numbers', 'Responsible and honest', 'Organised', 'Explains figures clearly'],
    challenges: ['May avoid careers with uncertainty', 'Can be anxious before exams'],
    career_clusters: [
      { cluster: 'Chartered accountancy and audit', examples: ['ICAI', 'Shri Ram College of Commerce'] },
      { cluster: 'Banking', examples: ['Narsee Monjee College of Commerce and Economics, Mumbai', 'Loyola College, Chennai'] },
      { cluster: 'Cost and management accounting', examples: ['Institute of Cost Accountants of India', 'Christ University, Bengaluru'] },
    ],
    action_plan: [
      'Commerce with accountancy and mathematics',
      'Keep the accounts of a club or the class fund',
      'Register for the CA Foundation after Class 12; prepare for CUET-UG as well',
      'Learn Tally or an accounting package during holidays',
    ],
    recommended_streams: ['Commerce'],
  }),
  define({
    code: 'CEI',
    title: 'The Compliance Expert',
    tagline: 'Knows the rules and helps businesses follow them well.',
    summary:
      'Your child is careful, analytical and comfortable with rules. They like to understand systems fully and to be the one others trust on details. Company secretaryship, taxation, audit and risk management suit their precise, steady style.',
    strengths: ['Detail-oriented', 'Analytical', 'Trusted with responsibility', 'Understands rules and systems'],
    challenges: ['May resist creative or open-ended tasks', 'Can be slow to decide when information is incomplete'],
    career_clusters: [
      { cluster: 'Company secretaryship', examples: ['Institute of Company Secretaries of India'] },
      { cluster: 'Taxation and audit', examples: ['ICAI', 'National Academy of Direct Taxes (after UPSC)'] },
      { cluster: 'Risk and compliance', examples: ['NISM, Navi Mumbai', 'Symbiosis Law School, Pune'] },
    ],
    action_plan: [
      'Commerce with accountancy',
      'Read about how a company is run and audited',
      'Prepare for the CS Executive Entrance Test or CA Foundation, and CUET-UG',
      'Take part in commerce olympiads and accounting quizzes',
    ],
    recommended_streams: ['Commerce'],
  }),
  define({
    code: 'CIR',
    title: 'The Systems Specialist',
    tagline: 'Builds and maintains systems that never miss a beat.',
    summary:
      'Your child likes technical systems that run reliably: databases, networks, instruments. They enjoy troubleshooting and following a clear procedure. IT infrastructure, database administration, software testing and laboratory technology suit them.',
    strengths: ['Methodical troubleshooter', 'Technically comfortable', 'Patient with detail', 'Reliable'],
    challenges: ['May avoid roles that need public speaking', 'Can become bored if work lacks challenge'],
    career_clusters: [
      { cluster: 'IT infrastructure and cybersecurity', examples: ['IIIT Allahabad', 'NIT Trichy', 'C-DAC training centres'] },
      { cluster: 'Software testing and quality', examples: ['VIT Vellore', 'Anna University, Chennai'] },
      { cluster: 'Medical laboratory technology', examples: ['AIIMS New Delhi', 'PGIMER Chandigarh'] },
    ],
    action_plan: [
      'PCM with computer science, or PCB for laboratory routes',
      'Learn to set up a small home network or a Linux machine',
      'Prepare for JEE Main, state CETs or BCA entrance tests',
      'Earn a free online certificate in networking or databases',
    ],
    recommended_streams: ['Science (PCM)', 'Science (PCB)'],
  }),
  define({
    code: 'CRI',
    title: 'The Technical Planner',
    tagline: 'Plans precisely so that practical work goes right.',
    summary:
      'Your child enjoys planning practical work in detail: drawings, schedules, quantities. They like to know exactly how something will be done before it starts. Surveying, drafting, quantity surveying and production planning suit them.',
    strengths: ['Precise planner', 'Good with technical drawings', 'Thorough', 'Practical'],
    challenges: ['May find fast-changing situations stressful', 'Can hesitate to lead'],
    career_clusters: [
      { cluster: 'Surveying and geomatics', examples: ['IIT Roorkee', 'Survey of India training institutes'] },
      { cluster: 'Quantity surveying and estimation', examples: ['NICMAR University, Pune', 'Government polytechnics (civil diploma)'] },
      { cluster: 'Production planning', examples: ['NIT Jamshedpur', 'Government Tool Room and Training Centres'] },
    ],
    action_plan: [
      'PCM, or a polytechnic diploma after Class 10',
      'Learn AutoCAD basics',
      'Prepare for JEE Main or polytechnic entrance tests',
      'Help plan a home renovation or school project with measurements and estimates',
    ],
    recommended_streams: ['Science (PCM)', 'Vocational'],
  }),
  define({
    code: 'CSE',
    title: 'The Office Coordinator',
    tagline: 'The calm centre that keeps everyone organised.',
    summary:
      'Your child likes helping people through good organisation. They are friendly, dependable and tidy, and they enjoy being the person who knows where everything is. Office management, banking operations, school administration and executive assistance suit them.',
    strengths: ['Organised and friendly', 'Dependable', 'Handles many tasks', 'Good communicator'],
    challenges: ['May not push for promotion', 'Can be overloaded by others’ requests'],
    career_clusters: [
      { cluster: 'Office and business administration', examples: ['Shaheed Sukhdev College of Business Studies', 'Christ University, Bengaluru'] },
      { cluster: 'Banking operations', examples: ['Institute of Banking Personnel Selection exams', 'State Bank Institute of Learning'] },
      { cluster: 'Education administration', examples: ['University of Delhi', 'Symbiosis International University'] },
    ],
    action_plan: [
      'Commerce or Humanities',
      'Volunteer in the school office or library for a term',
      'Prepare for CUET-UG; consider BBA or B.Com',
      'Become expert in spreadsheets, documents and email etiquette',
    ],
    recommended_streams: ['Commerce', 'Humanities'],
  }),
  define({
    code: 'CIE',
    title: 'The Quantitative Analyst',
    tagline: 'Turns careful analysis into sound decisions.',
    summary:
      'Your child is strong with numbers, likes structure and enjoys building models that predict outcomes. They want their analysis to drive decisions. Actuarial science, economics, statistics and financial analysis suit them.',
    strengths: ['Strong mathematical ability', 'Structured thinker', 'Careful and thorough', 'Interested in outcomes'],
    challenges: ['May find vague problems uncomfortable', 'Can be perfectionist'],
    career_clusters: [
      { cluster: 'Actuarial science', examples: ['Institute of Actuaries of India', 'University of Mumbai (Actuarial Science)'] },
      { cluster: 'Economics and statistics', examples: ['Delhi School of Economics (postgraduate)', 'Indian Statistical Institute'] },
      { cluster: 'Financial analysis', examples: ['Shri Ram College of Commerce', 'NMIMS Mumbai'] },
    ],
    action_plan: [
      'Commerce with mathematics, or PCM',
      'Try the Actuarial Common Entrance Test and ISI admission test',
      'Learn Excel modelling and basic Python',
      'Take part in economics and mathematics olympiads',
    ],
    recommended_streams: ['Commerce', 'Science (PCM)'],
  }),
  define({
    code: 'CRE',
    title: 'The Supply Chain Organiser',
    tagline: 'Gets the right goods to the right place at the right time.',
    summary:
      'Your child enjoys practical organisation: lists, stock, schedules, routes. They are dependable and like seeing a system run without hiccups, and they can take charge when needed. Supply chain, warehousing, procurement and transport management suit them.',
    strengths: ['Systematic and practical', 'Reliable', 'Tracks many details', 'Takes charge calmly'],
    challenges: ['May resist unplanned changes', 'Can overlook the bigger picture'],
    career_clusters: [
      { cluster: 'Supply chain and logistics', examples: ['Indian Institute of Logistics, Chennai', 'Symbiosis Institute of Operations Management'] },
      { cluster: 'Procurement and materials management', examples: ['Indian Institute of Materials Management', 'NITIE (IIM Mumbai)'] },
      { cluster: 'Railways and transport services', examples: ['Railway Recruitment Board exams', 'Indian Railways training institutes'] },
    ],
    action_plan: [
      'Commerce, or PCM for engineering-led logistics',
      'Manage stock and supplies for a school event',
      'Prepare for CUET-UG or BBA (logistics) entrance tests',
      'Visit a warehouse or an e-commerce fulfilment centre',
    ],
    recommended_streams: ['Commerce', 'Science (PCM)'],
  }),
  define({
    code: 'CSA',
    title: 'The Librarian and Archivist',
    tagline: 'Keeps knowledge organised and helps others find it.',
    summary:
      'Your child loves order and books, and likes helping people find what they need. They are quietly creative: their notes and collections are carefully arranged and often beautiful. Library and information science, archives, editing and records management suit them.',
    strengths: ['Organised and patient', 'Loves reading', 'Helpful', 'Careful with detail'],
    challenges: ['May undervalue these careers because few people discuss them', 'Can be shy in large groups'],
    career_clusters: [
      { cluster: 'Library and information science', examples: ['University of Delhi (Library Science)', 'Documentation Research and Training Centre, ISI Bengaluru'] },
      { cluster: 'Archives and heritage', examples: ['National Archives of India (School of Archival Studies)', 'National Museum Institute'] },
      { cluster: 'Editing and proofreading', examples: ['Jadavpur University', 'University of Hyderabad'] },
    ],
    action_plan: [
      'Humanities with English or history',
      'Help run the school library for a term',
      'Prepare for CUET-UG',
      'Build a catalogue of something they collect, with clear categories',
    ],
    recommended_streams: ['Humanities'],
  }),
];
