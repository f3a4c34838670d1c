// Profiles led by Conventional: students who like order, accuracy and systems that can be trusted.
import { define } from './define';

export const conventionalProfiles = [
  define({
    code: 'CES',
    title: 'The Trusted Accountant',
    tagline: 'Keeps the books straight and the people who rely on them informed.',
    summary:
      'Your child likes order, accuracy and being someone others can rely on. They keep neat notebooks, double-check their sums, and may already help track household expenses or a shop’s daily takings. They are comfortable explaining figures to people and enjoy being trusted with responsibility. Chartered accountancy, audit, banking and tax practice suit this careful, enterprising and people-aware blend.',
    strengths: [
      'Likes accuracy with numbers and records',
      'Cares about honesty and trust',
      'Enjoys explaining figures clearly to others',
      'Tends to meet deadlines',
      'Comfortable with long, steady study programmes',
    ],
    challenges: ['May worry too much over small mistakes', 'Can be reluctant to try unfamiliar approaches'],
    career_clusters: [
      {
        cluster: 'Chartered accountancy and audit',
        examples: ['The Institute of Chartered Accountants of India (ICAI)', 'Hansraj College, Delhi (B.Com)', 'IGNOU (open university; B.Com alongside CA)'],
      },
      {
        cluster: 'Cost and management accountancy',
        examples: ['The Institute of Cost Accountants of India (ICMAI)', 'Narsee Monjee College of Commerce and Economics, Mumbai', 'University of Mumbai (B.Com in accounting and finance; state university)'],
      },
      {
        cluster: 'Banking',
        examples: ['Indian Institute of Banking and Finance, Mumbai', 'National Institute of Bank Management, Pune (postgraduate)', 'University of Calcutta (B.Com; state university)'],
      },
    ],
    action_plan: [
      'For them, Commerce with accountancy and mathematics is the natural choice',
      'They can register for CA Foundation early and write it after the Class 12 boards, or keep CMA Foundation as an alternative',
      'Let them keep the accounts of a family budget, a club or a school stall for a full term',
      'Plan with them for a B.Com (Hons) seat through CUET-UG, which can run alongside a professional course',
      'Arrange a holiday week for them at a chartered accountant’s office during a busy season to see audit and tax work',
    ],
    recommended_streams: ['Commerce'],
  }),
  define({
    code: 'CEI',
    title: 'The Rule Specialist',
    tagline: 'Knows the regulations inside out and helps businesses follow them well.',
    summary:
      'Your child respects rules, reads the fine print and likes to know exactly how things are meant to work. They are organised and analytical, and they enjoy spotting when something does not add up. When they need to explain why a rule matters, they can be confident and persuasive. Corporate and tax law, company secretaryship and audit suit this orderly, enterprising and investigative mix.',
    strengths: [
      'Enjoys reading closely and remembering details',
      'Likes hunting for inconsistencies',
      'Likes organised, well-kept records',
      'Prefers arguing calmly from the facts',
      'Cares about handling sensitive matters discreetly',
    ],
    challenges: ['May apply rules so strictly that they overlook the person in front of them', 'Can find open-ended creative tasks uncomfortable'],
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
      'Consider Commerce with accountancy, business studies and mathematics for them, adding legal studies as an elective if offered',
      'They can prepare for CLAT or other five-year law entrances if corporate law appeals, or CSEET for company secretaryship',
      'Encourage them to take a real set of rules, such as a sports league’s or the school’s exam policy, and summarise it in plain language',
      'Let them take part in commerce quizzes and mock-trial events',
      'Help them shadow a company secretary, auditor or tax consultant for a few days',
    ],
    recommended_streams: ['Commerce', 'Humanities'],
  }),
  define({
    code: 'CIR',
    title: 'The Systems Keeper',
    tagline: 'Builds and maintains systems that never miss a beat.',
    summary:
      'Your child enjoys computers and machines that run exactly as designed, and likes keeping them that way. They are the one who organises the family’s files, sets up the home router, and reads the manual before guessing. They are curious about how systems work underneath and patient with the detailed steps needed to fix them. IT infrastructure, cybersecurity and database management suit this careful, analytical and practical style.',
    strengths: [
      'Likes methodical, detail-focused work',
      'Curious about how systems work underneath',
      'Happy troubleshooting patiently',
      'Likes keeping clear documentation',
      'Comfortable with routine checks',
    ],
    challenges: ['May prefer machines to meetings and avoid speaking up', 'Can find fast-changing priorities unsettling'],
    career_clusters: [
      { cluster: 'Computer science and information technology', examples: ['NIT Warangal', 'Delhi Technological University (state university)', 'IIIT Allahabad'] },
      {
        cluster: 'Cybersecurity and digital forensics',
        examples: ['National Forensic Sciences University, Gandhinagar', 'IIIT Kottayam (Cyber Security)', 'Kerala University of Digital Sciences, Innovation and Technology, Thiruvananthapuram (state university)'],
      },
      {
        cluster: 'Networking and systems administration',
        examples: ['C-DAC (postgraduate diplomas)', 'NIELIT (certificate and diploma courses)', 'Government ITIs (state-run; computer and networking trades)'],
      },
    ],
    action_plan: [
      'Consider PCM with computer science for them; informatics practices also helps',
      'Encourage them to learn Linux basics, simple networking and one programming language through free online courses',
      'Let them volunteer to help the school computer lab or a teacher with the technical set-up for events',
      'They can prepare for JEE Main and the state CET, or consider a computer-engineering diploma after Class 10 if hands-on learning suits them better',
      'Suggest a capture-the-flag cybersecurity contest for school students, or the Zonal Computing Olympiad, for them to try',
    ],
    recommended_streams: ['Science (PCM)', 'Vocational'],
  }),
  define({
    code: 'CRI',
    title: 'The Quality Guardian',
    tagline: 'Checks every reading so that what leaves the lab is safe.',
    summary:
      'Your child likes practical tasks done to a precise standard. They enjoy following a procedure carefully, measuring accurately and recording results in a tidy table. They are curious about the science behind a test, but what satisfies them most is knowing that the result is correct. Pharmacy, medical laboratory science and food testing suit this orderly, practical and scientific mind.',
    strengths: [
      'Likes following procedures precisely',
      'Enjoys careful measurements and records',
      'At ease and careful in a lab',
      'Often notices when something is out of place',
      'Happy to repeat checks patiently',
    ],
    challenges: ['May be anxious about making any mistake at all', 'Can find presentations and group debates uncomfortable'],
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
        examples: ['NIFTEM, Thanjavur', 'CSIR-CFTRI, Mysuru (postgraduate)', 'Institute of Chemical Technology, Mumbai (Food Engineering)', 'Tamil Nadu Agricultural University, Coimbatore (food technology; state university)'],
      },
    ],
    action_plan: [
      'Consider PCB or PCM for them; PCMB keeps pharmacy, laboratory science and food technology all open',
      'Encourage them to treat practical records as a craft: neat tables, correct units and honest observations',
      'Depending on the course, they can write NEET-UG, JEE Main or the state CET; many states fill B.Pharm seats through their CET',
      'Arrange a visit for them to a pathology lab or a pharmaceutical quality-control lab to see the daily routine',
      'They can try NSEC in Class 11 or 12 to strengthen chemistry, which underlies all three fields',
    ],
    recommended_streams: ['Science (PCB)', 'Science (PCM)'],
  }),
  define({
    code: 'CSE',
    title: 'The Office Anchor',
    tagline: 'The calm centre that keeps everyone organised.',
    summary:
      'Your child is organised, friendly and quietly indispensable. They remember deadlines, keep the class notice board up to date, and like helping people by making things run smoothly. They prefer clear responsibilities to vague ones, and take real satisfaction in a well-kept file or a well-run event. Office administration, banking operations, healthcare administration and government services suit this orderly, helpful and dependable style.',
    strengths: [
      'Enjoys keeping things highly organised',
      'Likes being helpful and courteous',
      'Tends to remember details and deadlines',
      'Enjoys working as part of a team',
      'Cares about keeping information confidential',
    ],
    challenges: ['May hesitate to take the lead even when ready for it', 'Can feel stressed when priorities keep changing'],
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
      'Consider Commerce with business studies and accountancy for them, or Humanities with economics',
      'Encourage them to volunteer to coordinate a school event: the attendance list, the schedule and the supplies',
      'Help them learn office software thoroughly, including spreadsheets, formal email and fast, accurate typing',
      'They can prepare for CUET-UG for BBA or B.Com, and look at bank and Staff Selection Commission exams for after graduation',
      'Let them spend a week helping in the school office, a clinic reception or a family business to see administration from the inside',
    ],
    recommended_streams: ['Commerce', 'Humanities'],
  }),
  define({
    code: 'CIE',
    title: 'The Risk Analyst',
    tagline: 'Turns careful calculation into sound decisions about the future.',
    summary:
      'Your child likes precise problems with numbers, and enjoys using them to predict what might happen next. They are organised and patient with long calculations, and they like the idea that their work could guide important business decisions. Probability puzzles and statistics chapters may well be their favourite part of mathematics. Actuarial science, statistics and quantitative economics suit this orderly, analytical and ambitious mix.',
    strengths: [
      'Drawn to probability and statistics',
      'Likes careful, orderly work',
      'Tends to think ahead about what could go wrong',
      'Keen to persist through long professional exams',
      'Enjoys explaining numbers in terms of decisions',
    ],
    challenges: ['May prefer working alone and under-practise communication', 'Can be discouraged by how long professional qualifications take'],
    career_clusters: [
      {
        cluster: 'Actuarial science',
        examples: ['Institute of Actuaries of India', 'Bishop Heber College, Tiruchirappalli', 'University of Madras (statistics; state university)'],
      },
      { cluster: 'Statistics', examples: ['St. Xavier’s College, Mumbai', 'Loyola College, Chennai', 'Presidency University, Kolkata (state university)'] },
      {
        cluster: 'Quantitative economics and finance',
        examples: ['IIT Kanpur (BS in Economics)', 'Indian Statistical Institute, Delhi (quantitative economics, postgraduate)', 'Madras School of Economics (postgraduate)', 'Dr. B.R. Ambedkar School of Economics University, Bengaluru (state university)'],
      },
      {
        cluster: 'Insurance and risk management',
        examples: ['Insurance Institute of India, Mumbai', 'National Insurance Academy, Pune', 'University of Mumbai (B.Com in banking and insurance; state university)'],
      },
    ],
    action_plan: [
      'Consider PCM for them, or Commerce with mathematics; strong mathematics is essential here',
      'Encourage them to attempt IOQM, and to explore probability puzzles beyond the syllabus',
      'After Class 12, they can write the Actuarial Common Entrance Test, alongside CUET-UG for statistics degrees',
      'Help them learn spreadsheets and a language such as Python or R to handle real data',
      'Arrange for them to talk to someone working in insurance or in a bank’s risk team about what an analyst does each day',
    ],
    recommended_streams: ['Science (PCM)', 'Commerce'],
  }),
  define({
    code: 'CRE',
    title: 'The Supply Chain Organiser',
    tagline: 'Gets the right goods to the right place at the right time.',
    summary:
      'Your child likes practical work that is well ordered: stock that is counted, shelves that are labelled, plans that are followed. They enjoy seeing physical things move smoothly, whether it is the canteen queue, the cricket kit or the boxes for a school fair. They are quietly ambitious and like being responsible for a process from start to end. Supply-chain management, transport operations and production in dairy or textile plants suit this organised, practical and goal-driven style.',
    strengths: [
      'Likes orderly, methodical work',
      'Interested in goods, stock and equipment',
      'Enjoys schedules and checklists',
      'Happy to take responsibility for results',
      'Tends to stay calm when something is delayed',
    ],
    challenges: ['May get stressed when others do not follow the plan', 'Can be slow to adopt a new system until it has proved itself'],
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
      'Consider PCM for them if engineering or technology courses appeal, or Commerce with mathematics for management routes',
      'Encourage them to manage the supplies for a school event or club: order, count, store and return',
      'They can prepare for JEE Main or CUET-UG; read together about the transport and logistics programmes at Gati Shakti Vishwavidyalaya',
      'Take them to a warehouse, a dairy plant or a garment factory to follow one product from arrival to dispatch',
      'Help them learn spreadsheets well enough to build a simple stock register that flags low stock',
    ],
    recommended_streams: ['Science (PCM)', 'Commerce', 'Vocational'],
  }),
  define({
    code: 'CSA',
    title: 'The Keeper of Knowledge',
    tagline: 'Keeps knowledge organised and helps others find it.',
    summary:
      'Your child loves books, collections and well-arranged information. They may catalogue their own shelf of books, keep scrapbooks on favourite topics, or enjoy helping classmates find exactly the right reference. They are careful, gentle with people and care a great deal about how things are presented. Library and information science, archives and museums, and editing and publishing suit this orderly, helpful and creative combination.',
    strengths: [
      'Likes organising information logically',
      'Enjoys careful, accurate reading',
      'Tends to be patient and helpful with people',
      'Interested in history and heritage',
      'Cares about clear presentation',
    ],
    challenges: ['May be overlooked because they are quiet', 'Can be uncomfortable in very loud, fast-paced settings'],
    career_clusters: [
      {
        cluster: 'Library and information science',
        examples: ['Department of Library and Information Science, University of Delhi', 'Banaras Hindu University', 'DRTC, Indian Statistical Institute, Bengaluru (postgraduate)', 'IGNOU (open university; Bachelor of Library and Information Science)'],
      },
      {
        cluster: 'Archives, museums and heritage',
        examples: ['Indian Institute of Heritage, Noida (postgraduate)', 'School of Archival Studies, National Archives of India', 'Deccan College, Pune (archaeology)', 'MSU Baroda (Department of Museology; state university)'],
      },
      { cluster: 'Editing and publishing', examples: ['Jadavpur University (School of Cultural Texts and Records; state university)', 'Seagull School of Publishing, Kolkata'] },
    ],
    action_plan: [
      'For them, Humanities with history, English and a language is a natural fit, though any stream can lead to library science later',
      'Encourage them to volunteer in the school library: shelving, cataloguing or running a reading club',
      'They can prepare for CUET-UG for a humanities degree, after which a bachelor’s and master’s in library and information science can follow',
      'Take them to a museum or an archive, and help them ask how collections are catalogued and preserved',
      'Let them build a small collection, such as stamps, coins or local-history clippings, with proper labels and records',
    ],
    recommended_streams: ['Humanities'],
  }),
];
