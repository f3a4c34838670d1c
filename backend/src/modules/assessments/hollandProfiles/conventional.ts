// Profiles led by Conventional: interest in order, accuracy and systems that work. Written in a neutral voice (issue 28):
// the student reads them on their own page and the parent in the PDF, so no 'you' and no 'your child'.
import { define } from './define';

export const conventionalProfiles = [
  define({
    code: 'CES',
    title: 'Keeping Accounts and Explaining Them',
    tagline: 'Keeps the accounts straight and explains them clearly to the people who need them.',
    summary:
      'Students with this mix like order and accuracy, and enjoy being given a real responsibility. Neat notebooks, double-checked sums and helping to track household expenses or a shop’s daily takings are typical. Explaining figures to people, and not only working them out, is part of the appeal. Chartered accountancy, audit, banking and tax practice bring these interests together.',
    strengths: [
      'Likes working accurately with numbers and records',
      'Enjoys explaining figures clearly to others',
      'Likes keeping to deadlines and schedules',
      'Interested in how banks, businesses and taxes work',
      'Likes a long course of study with clear stages',
    ],
    challenges: ['Small mistakes can take up more worry than they deserve', 'A familiar method can feel safer than a new one, even when the new one is better'],
    career_clusters: [
      {
        cluster: 'Chartered accountancy and audit',
        examples: ['The Institute of Chartered Accountants of India (ICAI)', 'Hansraj College, Delhi (B.Com)', 'IGNOU (open university; B.Com alongside CA)'],
      },
      {
        cluster: 'Cost and management accountancy',
        examples: [
          'The Institute of Cost Accountants of India (ICMAI)',
          'Narsee Monjee College of Commerce and Economics, Mumbai',
          'University of Mumbai (B.Com in accounting and finance; state university)',
        ],
      },
      {
        cluster: 'Banking',
        examples: ['Indian Institute of Banking and Finance, Mumbai', 'National Institute of Bank Management, Pune (postgraduate)', 'University of Calcutta (B.Com; state university)'],
      },
    ],
    action_plan: [
      'Commerce with accountancy and mathematics fits this mix best',
      'Registration for CA Foundation can come early, with the exam after the Class 12 boards; CMA Foundation is an alternative',
      'Keeping the accounts of a family budget, a club or a school stall for a full term is a good first test of this interest',
      'A B.Com (Hons) seat through CUET-UG can run alongside a professional course',
      'A holiday week at a chartered accountant’s office during a busy season shows audit and tax work up close',
    ],
    recommended_streams: ['Commerce'],
  }),
  define({
    code: 'CEI',
    title: 'Rules, Records and Reasoning',
    tagline: 'Knows the regulations well and helps businesses follow them.',
    summary:
      'Students with this mix like to know exactly how things are meant to work, fine print included. Keeping records in order, and spotting when something does not add up, are both satisfying. Explaining why a rule matters, and arguing the point from the facts, is part of the appeal too. Corporate and tax law, company secretaryship and audit bring these interests together.',
    strengths: [
      'Enjoys reading closely and remembering details',
      'Likes hunting for inconsistencies in figures or documents',
      'Likes keeping records organised',
      'Enjoys arguing a point from the facts',
      'Interested in laws, regulations and how companies follow them',
    ],
    challenges: ['Applying a rule to the letter can leave out the person it affects', 'Open-ended creative tasks with no right answer can feel uncomfortable'],
    career_clusters: [
      { cluster: 'Corporate and tax law', examples: ['ILS Law College, Pune', 'Government Law College, Mumbai (state government)', 'Symbiosis Law School, Pune'] },
      {
        cluster: 'Company secretaryship',
        examples: ['The Institute of Company Secretaries of India (ICSI)', 'Narsee Monjee College of Commerce and Economics, Mumbai', 'IGNOU (open university; B.Com)'],
      },
      {
        cluster: 'Audit and assurance',
        examples: ['The Institute of Chartered Accountants of India (ICAI)', 'St. Xavier’s College, Kolkata (B.Com)', 'University of Calcutta (B.Com; state university)'],
      },
    ],
    action_plan: [
      'Commerce with accountancy, business studies and mathematics fits this mix, with legal studies as an elective where offered',
      'CLAT or another five-year law entrance leads to corporate law, and CSEET to company secretaryship',
      'Taking a real set of rules, such as a sports league’s or the school’s exam policy, and summarising it in plain language is a good first test of this interest',
      'Commerce quizzes and mock-trial events give practice in arguing from the facts',
      'A few days shadowing a company secretary, auditor or tax consultant show the work up close',
    ],
    recommended_streams: ['Commerce', 'Humanities'],
  }),
  define({
    code: 'CIR',
    title: 'Keeping Computer Systems in Order',
    tagline: 'Sets up, checks and fixes systems so that they run as designed.',
    summary:
      'Students with this mix enjoy computers and machines that run exactly as designed, and like keeping them that way. Organising the family’s files, setting up the home router or reading the manual before guessing are typical. Curiosity about how a system works underneath goes with a liking for the detailed steps needed to fix it. IT infrastructure, cybersecurity and database management bring these interests together.',
    strengths: [
      'Likes methodical, step-by-step work',
      'Interested in how computers and networks work underneath',
      'Enjoys tracking down the cause of a fault',
      'Likes writing clear notes and instructions',
      'Enjoys setting up and checking equipment',
    ],
    challenges: ['Time with machines can crowd out meetings, where speaking up also matters', 'Priorities that change every day can feel unsettling'],
    career_clusters: [
      { cluster: 'Computer science and information technology', examples: ['NIT Warangal', 'Delhi Technological University (state university)', 'IIIT Allahabad'] },
      {
        cluster: 'Cybersecurity and digital forensics',
        examples: [
          'National Forensic Sciences University, Gandhinagar',
          'IIIT Kottayam (Cyber Security)',
          'Kerala University of Digital Sciences, Innovation and Technology, Thiruvananthapuram (state university)',
        ],
      },
      {
        cluster: 'Networking and systems administration',
        examples: ['C-DAC (postgraduate diplomas)', 'NIELIT (certificate and diploma courses)', 'Government ITIs (state-run; computer and networking trades)'],
      },
    ],
    action_plan: [
      'PCM with computer science fits this mix; informatics practices also helps',
      'Free online courses in Linux basics, simple networking and one programming language are a good first test of this interest',
      'Helping in the school computer lab, or with the technical set-up for school events, gives hands-on practice',
      'JEE Main and the state CET lead to engineering; a computer-engineering diploma at a government polytechnic after Class 10, at low fees, is a practical alternative',
      'A capture-the-flag cybersecurity contest for school students, or the Indian Computing Olympiad, is worth a try',
    ],
    recommended_streams: ['Science (PCM)', 'Vocational'],
  }),
  define({
    code: 'CRI',
    title: 'Precise Checks in the Lab',
    tagline: 'Measures, tests and records so that what leaves the lab is safe.',
    summary:
      'Students with this mix like practical tasks done to a precise standard. Following a procedure step by step, measuring accurately and recording results in a tidy table are satisfying in themselves. The science behind a test is interesting, but knowing that the result is correct matters most. Pharmacy, medical laboratory science and food testing bring these interests together.',
    strengths: [
      'Likes following a procedure step by step',
      'Enjoys taking measurements and recording them neatly',
      'Enjoys practical work in a lab',
      'Interested in the science behind medicines and food safety',
      'Likes repeating a check until the result is certain',
    ],
    challenges: ['Fear of any mistake at all can make lab work more stressful than it needs to be', 'Presentations and group debates can feel less comfortable than practical work'],
    career_clusters: [
      {
        cluster: 'Pharmacy and pharmaceutical quality control',
        examples: ['Institute of Chemical Technology, Mumbai', 'Jamia Hamdard, New Delhi', 'NIPER Mohali (postgraduate)', 'Jadavpur University, Kolkata (pharmacy; state university)'],
      },
      {
        cluster: 'Medical laboratory science',
        examples: ['CMC Vellore', 'JIPMER Puducherry', 'Manipal College of Health Professions', 'State government medical colleges (B.Sc medical laboratory technology, admitted through the state)'],
      },
      {
        cluster: 'Food technology and testing',
        examples: [
          'NIFTEM, Thanjavur',
          'CSIR-CFTRI, Mysuru (postgraduate)',
          'Institute of Chemical Technology, Mumbai (Food Engineering)',
          'Tamil Nadu Agricultural University, Coimbatore (food technology; state university)',
        ],
      },
    ],
    action_plan: [
      'PCB or PCM fits this mix; PCMB keeps pharmacy, laboratory science and food technology all open',
      'Practical records kept with care, with neat tables, correct units and observations written down as seen, are a good first test of this interest',
      'Depending on the course, NEET-UG, JEE Main or the state CET is the entrance test; many states fill B.Pharm seats through the state CET',
      'A visit to a pathology lab or a pharmaceutical quality-control lab shows the daily routine',
      'NSEC, the national standard examination in chemistry, is open in Class 11 or 12; chemistry underlies all three fields',
    ],
    recommended_streams: ['Science (PCB)', 'Science (PCM)'],
  }),
  define({
    code: 'CSE',
    title: 'Organising the Office for Others',
    tagline: 'Keeps records, schedules and people in step.',
    summary:
      'Students with this mix like things organised and enjoy helping people by making things run smoothly. Remembering deadlines, keeping the class notice board up to date and running the registration desk at an event are typical. Clear responsibilities appeal more than vague ones, and a well-kept file or a well-run event is satisfying. Office administration, banking operations, healthcare administration and government services bring these interests together.',
    strengths: [
      'Enjoys keeping files, lists and schedules organised',
      'Likes helping people at a front desk or a help counter',
      'Likes keeping track of details and deadlines',
      'Enjoys working as part of a team',
      'Interested in how offices, banks and hospitals are run',
    ],
    challenges: ['Taking the lead can feel like a big step, even when the time for it has come', 'Priorities that keep changing can be stressful'],
    career_clusters: [
      {
        cluster: 'Business administration',
        examples: ['Symbiosis Centre for Management Studies, Pune', 'University of Mumbai (BMS through affiliated colleges; state university)', 'Christ University, Bengaluru'],
      },
      {
        cluster: 'Banking and financial operations',
        examples: ['Indian Institute of Banking and Finance, Mumbai', 'Sydenham College of Commerce and Economics, Mumbai (state government)'],
      },
      {
        cluster: 'Healthcare administration',
        examples: ['IIHMR University, Jaipur', 'Symbiosis Institute of Health Sciences, Pune', 'IGNOU (open university; postgraduate diploma in hospital and health management)'],
      },
    ],
    action_plan: [
      'Commerce with business studies and accountancy fits this mix, or Humanities with economics',
      'Coordinating a school event, with the attendance list, the schedule and the supplies, is a good first test of this interest',
      'Office software learnt thoroughly, including spreadsheets, formal email and accurate typing, is useful in every one of these careers',
      'CUET-UG leads to BBA or B.Com; most bank and Staff Selection Commission exams come after graduation',
      'A week helping in the school office, a clinic reception or a family business shows administration from the inside',
    ],
    recommended_streams: ['Commerce', 'Humanities'],
  }),
  define({
    code: 'CIE',
    title: 'Numbers, Probability and Planning Ahead',
    tagline: 'Turns careful calculation into sound decisions about the future.',
    summary:
      'Students with this mix like precise problems with numbers, and enjoy using them to predict what might happen next. Long calculations done in order, and the idea that the result could guide a real business decision, both appeal. Probability puzzles and statistics chapters are often the favourite part of mathematics. Actuarial science, statistics and quantitative economics bring these interests together.',
    strengths: [
      'Drawn to probability and statistics',
      'Likes orderly, step-by-step calculation',
      'Enjoys thinking ahead about what could go wrong',
      'Interested in how insurers, banks and businesses plan for risk',
      'Enjoys turning numbers into a decision',
    ],
    challenges: ['Working alone with numbers can leave little practice in explaining results to others', 'Professional qualifications take years, which can feel discouraging midway'],
    career_clusters: [
      {
        cluster: 'Actuarial science',
        examples: ['Institute of Actuaries of India', 'Indian Statistical Institute, Kolkata (B.Stat)', 'University of Madras (statistics; state university)'],
      },
      { cluster: 'Statistics', examples: ['St. Xavier’s College, Mumbai', 'Madras Christian College, Chennai', 'Presidency University, Kolkata (state university)'] },
      {
        cluster: 'Quantitative economics and finance',
        examples: [
          'IIT Kanpur (BS in Economics)',
          'Indian Statistical Institute, Delhi (quantitative economics, postgraduate)',
          'Madras School of Economics (postgraduate)',
          'Dr. B.R. Ambedkar School of Economics University, Bengaluru (state university)',
        ],
      },
      {
        cluster: 'Insurance and risk management',
        examples: ['Insurance Institute of India, Mumbai', 'National Insurance Academy, Pune', 'University of Mumbai (B.Com in banking and insurance; state university)'],
      },
    ],
    action_plan: [
      'PCM, or Commerce with mathematics, fits this mix; mathematics is essential here',
      'IOQM, and probability puzzles beyond the syllabus, are a good first test of this interest',
      'After Class 12, the Actuarial Common Entrance Test can be taken alongside CUET-UG for statistics degrees',
      'Spreadsheets and a language such as Python or R open the way to working with real data',
      'A conversation with someone in insurance or in a bank’s risk team shows what an analyst does each day',
      'ISI’s B.Stat charges no tuition fee and pays a monthly stipend to students whose grades stay up, and the government’s INSPIRE scholarship supports students in the top 1% of a Class 12 board who take a B.Sc in statistics',
    ],
    recommended_streams: ['Science (PCM)', 'Commerce'],
  }),
  define({
    code: 'CRE',
    title: 'Moving Goods in Good Order',
    tagline: 'Gets the right goods to the right place at the right time.',
    summary:
      'Students with this mix like practical work that is well ordered: stock that is counted, shelves that are labelled, plans that are followed. Seeing physical things move smoothly, whether the canteen queue, the cricket kit or the boxes for a school fair, is satisfying. Being in charge of a whole process, from start to end, appeals as well. Supply-chain management, transport operations and production in dairy or textile plants bring these interests together.',
    strengths: [
      'Likes counting, labelling and arranging things in order',
      'Interested in goods, stock and equipment',
      'Enjoys working with schedules and checklists',
      'Likes being in charge of a process from start to end',
      'Drawn to warehouses, depots and factory floors',
    ],
    challenges: ['When others do not follow the plan, the day can become stressful', 'A new system can seem risky until it has proved itself, so useful changes may come late'],
    career_clusters: [
      {
        cluster: 'Supply-chain and operations management',
        examples: ['Symbiosis Institute of Operations Management, Nashik', 'IIM Mumbai (formerly NITIE, postgraduate)', 'IGNOU (open university; MBA in operations management)'],
      },
      {
        cluster: 'Railway and transport operations',
        examples: ['Gati Shakti Vishwavidyalaya, Vadodara', 'Rajiv Gandhi National Aviation University, Amethi', 'Government ITIs (state-run; trades accepted for railway apprenticeships)'],
      },
      {
        cluster: 'Dairy and food plant operations',
        examples: ['ICAR-National Dairy Research Institute, Karnal', 'NIFTEM, Kundli (Sonipat)', 'Anand Agricultural University (dairy technology; state university)'],
      },
      { cluster: 'Textile and apparel production', examples: ['NIFT (Fashion Technology)', 'IIT Delhi (Textile Technology)', 'VJTI Mumbai (Textile Technology; state-aided)'] },
    ],
    action_plan: [
      'PCM fits this mix if engineering or technology courses appeal, or Commerce with mathematics for management routes',
      'Managing the supplies for a school event or club, from ordering and counting to storing and returning, is a good first test of this interest',
      'JEE Main or CUET-UG are the entrance tests; the transport and logistics programmes at Gati Shakti Vishwavidyalaya are worth reading about',
      'A visit to a warehouse, a dairy plant or a garment factory, following one product from arrival to dispatch, shows the work up close',
      'A simple stock register in a spreadsheet that flags low stock is a useful first project',
    ],
    recommended_streams: ['Science (PCM)', 'Commerce', 'Vocational'],
  }),
  define({
    code: 'CSA',
    title: 'Organising Books, Records and Collections',
    tagline: 'Keeps knowledge in order and helps others find it.',
    summary:
      'Students with this mix enjoy books, collections and well-arranged information. Cataloguing a shelf of books, keeping scrapbooks on favourite topics or helping classmates find the right reference are typical. How things are presented matters here, and so does helping people find what they need. Library and information science, archives and museums, and editing and publishing bring these interests together.',
    strengths: [
      'Likes organising information so that it is easy to find',
      'Enjoys close, careful reading',
      'Likes helping people find what they are looking for',
      'Interested in history and heritage',
      'Enjoys laying out a page or a display so that it looks clear',
    ],
    challenges: ['Quiet, careful work is easy for others to overlook', 'Very loud, fast-paced settings can be tiring'],
    career_clusters: [
      {
        cluster: 'Library and information science',
        examples: [
          'Department of Library and Information Science, University of Delhi',
          'Banaras Hindu University',
          'DRTC, Indian Statistical Institute, Bengaluru (postgraduate)',
          'IGNOU (open university; Bachelor of Library and Information Science)',
        ],
      },
      {
        cluster: 'Archives, museums and heritage',
        examples: [
          'Indian Institute of Heritage, Noida (postgraduate)',
          'School of Archival Studies, National Archives of India',
          'Deccan College, Pune (archaeology)',
          'MSU Baroda (Department of Museology; state university)',
        ],
      },
      { cluster: 'Editing and publishing', examples: ['Jadavpur University (School of Cultural Texts and Records; state university)', 'Seagull School of Publishing, Kolkata'] },
    ],
    action_plan: [
      'Humanities with history, English and a language fits this mix, though any stream can lead to library science later',
      'Volunteering in the school library, shelving, cataloguing or running a reading club, is a good first test of this interest',
      'CUET-UG leads to a humanities degree, after which a bachelor’s and a master’s in library and information science can follow',
      'A visit to a museum or an archive, with a question to the staff about how collections are catalogued and kept safe, shows the field up close',
      'A small collection, such as stamps, coins or local-history clippings, kept with proper labels and records, makes a good start',
    ],
    recommended_streams: ['Humanities'],
  }),
];
