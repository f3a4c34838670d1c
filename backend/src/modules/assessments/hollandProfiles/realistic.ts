// Profiles led by Realistic: students who think with their hands and want to see what their work does.
import { define } from './define';

export const realisticProfiles = [
  define({
    code: 'RIA',
    title: 'The Inventive Builder',
    tagline: 'Makes things that work, and wants them to look good too.',
    summary:
      'Your child likes to build, test and improve: a model bridge, a robot kit, a better way to arrange the kitchen. Curiosity makes them ask how things work, and an eye for form makes them care how the result looks. They learn fastest with something in their hands and a problem to solve. Courses that join engineering with design suit them well.',
    strengths: ['Learns by building and testing', 'Spots how a mechanism could be improved', 'Combines technical accuracy with a sense of design', 'Patient with fiddly, detailed work'],
    challenges: ['May lose interest in theory that has no visible use', 'Can spend too long perfecting one part of a project'],
    career_clusters: [
      { cluster: 'Product and industrial design', examples: ['IIT Bombay (IDC School of Design)', 'NID Ahmedabad', 'IIITDM Jabalpur'] },
      { cluster: 'Architecture', examples: ['SPA Delhi', 'CEPT University, Ahmedabad', 'IIT Roorkee'] },
      { cluster: 'Mechanical and robotics engineering', examples: ['IIT Madras', 'NIT Tiruchirappalli', 'COEP Technological University, Pune'] },
    ],
    action_plan: [
      'Take PCM in Class 11 and keep drawing or model-making alive alongside it',
      'Build one real project a term: an Arduino gadget, a furniture piece, a working model',
      'Prepare for JEE Main together with NATA or UCEED, to keep engineering and design both open',
      'Visit a design studio or a workshop during the holidays and ask to shadow for a day',
    ],
    recommended_streams: ['Science (PCM)', 'Vocational'],
  }),
  define({
    code: 'RIC',
    title: 'The Precise Technician',
    tagline: 'Careful hands, careful thinking, and results that can be trusted.',
    summary:
      'Your child enjoys getting a machine, a circuit or an experiment exactly right. They like clear procedures, accurate measurements and the satisfaction of a job that passes every check. Loud, unstructured settings tire them; a lab, a workshop or a control room where standards matter lets them shine.',
    strengths: ['Methodical and thorough', 'Comfortable with tools, instruments and data sheets', 'Reliable under rules and safety standards', 'Notices small faults others miss'],
    challenges: ['May hesitate when a task has no clear instructions', 'Can underrate their own ideas in group discussions'],
    career_clusters: [
      { cluster: 'Electrical and electronics engineering', examples: ['IIT Kharagpur', 'NIT Surathkal', 'BITS Pilani'] },
      { cluster: 'Quality, testing and instrumentation', examples: ['NIT Warangal', 'Anna University, Chennai', 'VJTI Mumbai'] },
      { cluster: 'Aircraft maintenance and marine engineering', examples: ['Indian Maritime University', 'Hindustan Institute of Technology and Science, Chennai'] },
    ],
    action_plan: [
      'Choose PCM and treat practicals as seriously as theory papers',
      'Learn basic electronics with a kit and keep a neat project log',
      'Consider a polytechnic diploma after Class 10 if hands-on work clearly beats classroom study',
      'Aim for JEE Main and state engineering entrance exams such as MHT-CET or KCET',
    ],
    recommended_streams: ['Science (PCM)', 'Vocational'],
  }),
  define({
    code: 'RIE',
    title: 'The Hands-On Problem Solver',
    tagline: 'Fixes what is broken, then finds a way to run it better.',
    summary:
      'Your child likes practical challenges with a goal: repairing, assembling, then working out how to do it faster or cheaper. They think through problems logically and are happy to take charge once they understand the job. Engineering with a management flavour, or running a technical business one day, fits this mix.',
    strengths: ['Practical and quick to act', 'Analyses a fault before fixing it', 'Takes initiative on projects', 'Confident with machines and tools'],
    challenges: ['Can be impatient with long written work', 'May take on too much and skip the planning'],
    career_clusters: [
      { cluster: 'Mechanical and production engineering', examples: ['IIT Delhi', 'NIT Trichy', 'PEC Chandigarh'] },
      { cluster: 'Operations and supply chain', examples: ['NITIE (IIM Mumbai)', 'IIT Kharagpur (Industrial Engineering)'] },
      { cluster: 'Automobile and energy technology', examples: ['ARAI Academy, Pune', 'IIT Madras', 'University of Petroleum and Energy Studies, Dehradun'] },
    ],
    action_plan: [
      'Take PCM; add a computer science elective if the school offers one',
      'Join the school robotics or go-kart team, or start one with friends',
      'Write JEE Main and state CETs; look at industrial and production engineering branches',
      'Spend a summer in a family business, garage or factory to see operations up close',
    ],
    recommended_streams: ['Science (PCM)'],
  }),
  define({
    code: 'RIS',
    title: 'The Practical Healer',
    tagline: 'Uses skilled hands and a clear head to help people recover.',
    summary:
      'Your child is drawn to science they can use on real people: how muscles move, how a body heals, how a device helps someone walk. They are practical rather than sentimental, and they care about making a visible difference. Allied health careers, where hands-on skill meets patient care, often suit them better than desk-bound medicine.',
    strengths: ['Steady and calm with practical tasks', 'Interested in the body and how it works', 'Patient with people who are struggling', 'Learns techniques quickly by practice'],
    challenges: ['May undervalue careers outside MBBS and feel pressure to chase only NEET', 'Can find long memorisation dull'],
    career_clusters: [
      { cluster: 'Physiotherapy and rehabilitation', examples: ['AIIMS New Delhi', 'Manipal College of Health Professions', 'Pt. Deendayal Upadhyaya National Institute for Persons with Physical Disabilities, Delhi'] },
      { cluster: 'Sports science', examples: ['Lakshmibai National Institute of Physical Education, Gwalior', 'Symbiosis School of Sports Sciences, Pune'] },
      { cluster: 'Medical technology and radiography', examples: ['PGIMER Chandigarh', 'CMC Vellore'] },
    ],
    action_plan: [
      'Choose PCB and keep mathematics if possible, for biomedical options',
      'Volunteer at a physiotherapy clinic or sports academy during holidays',
      'Write NEET-UG, and check institute-level tests for BPT and allied health courses',
      'Take up a sport or fitness routine seriously: it builds understanding and credibility',
    ],
    recommended_streams: ['Science (PCB)'],
  }),
  define({
    code: 'RAI',
    title: 'The Craftsperson',
    tagline: 'Turns materials into beautiful, useful objects.',
    summary:
      'Your child loves making things with real materials: clay, wood, fabric, metal, or a camera. They care about craft and finish, and they enjoy understanding why a technique works. They may not shine in exams that reward recall, but give them a studio and a brief and their focus is remarkable.',
    strengths: ['Skilled with materials and tools', 'Strong visual and spatial sense', 'Patient in practising a technique', 'Curious about how things are made'],
    challenges: ['May struggle to explain their work in words', 'Can find rigid timetables frustrating'],
    career_clusters: [
      { cluster: 'Craft, textile and accessory design', examples: ['NIFT (campuses across India)', 'Indian Institute of Crafts and Design, Jaipur', 'NID Ahmedabad'] },
      { cluster: 'Furniture and interior design', examples: ['CEPT University, Ahmedabad', 'Srishti Manipal Institute, Bengaluru'] },
      { cluster: 'Photography and cinematography', examples: ['FTII Pune', 'Satyajit Ray Film and Television Institute, Kolkata'] },
    ],
    action_plan: [
      'Keep a portfolio from Class 9: photos of everything made, with a line on how',
      'Any stream works; Humanities or a vocational course leaves more studio time',
      'Prepare for NID DAT, NIFT and UCEED from Class 11',
      'Learn from a local artisan for a few weeks: it teaches technique and humility',
    ],
    recommended_streams: ['Humanities', 'Vocational'],
  }),
  define({
    code: 'RCE',
    title: 'The Site Manager',
    tagline: 'Keeps a practical job on plan, on budget and on time.',
    summary:
      'Your child likes practical work that is well organised, and they enjoy being the one who keeps it moving. They are comfortable with schedules, quantities and rules, and they will take charge of a team to get a job done. Construction, logistics and operations reward this steady, no-nonsense style.',
    strengths: ['Organised and dependable', 'Good with numbers in practical settings', 'Comfortable giving clear instructions', 'Respects safety and standards'],
    challenges: ['May resist new methods until they are proven', 'Can be blunt when others are slow'],
    career_clusters: [
      { cluster: 'Civil engineering and construction management', examples: ['IIT Roorkee', 'NICMAR University, Pune', 'NIT Calicut'] },
      { cluster: 'Logistics and supply chain', examples: ['Indian Institute of Logistics, Chennai', 'Symbiosis Institute of Operations Management, Nashik'] },
      { cluster: 'Defence and merchant navy', examples: ['National Defence Academy, Khadakwasla', 'Indian Maritime University'] },
    ],
    action_plan: [
      'PCM keeps engineering and the NDA open; Commerce with maths suits logistics',
      'Take charge of the logistics of a school event: transport, materials, timing',
      'Prepare for JEE Main or the NDA exam in Class 12',
      'Visit a construction site or a warehouse with a relative who works there',
    ],
    recommended_streams: ['Science (PCM)', 'Commerce'],
  }),
  define({
    code: 'REC',
    title: 'The Practical Entrepreneur',
    tagline: 'Starts things that make, fix or deliver something real.',
    summary:
      'Your child enjoys doing, selling and organising, all at once. They may already repair phones for friends, run a small stall or help in a family shop. They want practical results and are motivated by ownership. A technical skill combined with business sense could one day become their own enterprise.',
    strengths: ['Action-oriented and self-starting', 'Practical sense of money and cost', 'Persuasive with customers', 'Organises people and materials well'],
    challenges: ['May see school subjects as irrelevant to "real work"', 'Can take risks without checking the numbers'],
    career_clusters: [
      { cluster: 'Agribusiness and food processing', examples: ['NIFTEM, Sonipat', 'IIM Ahmedabad (Food and Agribusiness)', 'Tamil Nadu Agricultural University'] },
      { cluster: 'Hospitality and culinary arts', examples: ['IHM Pusa, New Delhi', 'IHM Mumbai', 'Welcomgroup Graduate School of Hotel Administration, Manipal'] },
      { cluster: 'Automobile and service businesses', examples: ['ITIs and National Skill Training Institutes', 'Entrepreneurship Development Institute of India, Ahmedabad'] },
    ],
    action_plan: [
      'Commerce with maths, or PCM if engineering appeals; a vocational subject adds skill',
      'Run a small project with real money, such as a stall at the school fair, and keep accounts',
      'Look at NCHMCT JEE for hotel management, or a B.Voc in a trade they love',
      'Read about Indian founders who started small, and talk to one if possible',
    ],
    recommended_streams: ['Commerce', 'Vocational'],
  }),
  define({
    code: 'RSE',
    title: 'The Team Protector',
    tagline: 'Physical courage and care for others, in the same person.',
    summary:
      'Your child is active and practical, and they feel most useful when they are protecting or helping people. Sports, scouting, NCC or disaster drills bring out the best in them. They take responsibility in a crisis. Uniformed services, sports and emergency care are natural paths.',
    strengths: ['Physically confident and energetic', 'Calm and responsible in emergencies', 'Loyal team player', 'Leads by example'],
    challenges: ['May find long stretches of desk study draining', 'Can take on others’ problems as their own'],
    career_clusters: [
      { cluster: 'Armed forces and police', examples: ['National Defence Academy, Khadakwasla', 'Officers Training Academy, Chennai', 'Sardar Vallabhbhai Patel National Police Academy (after UPSC)'] },
      { cluster: 'Sports coaching and management', examples: ['Lakshmibai National Institute of Physical Education, Gwalior', 'Netaji Subhas National Institute of Sports, Patiala'] },
      { cluster: 'Emergency and paramedical services', examples: ['AIIMS New Delhi (paramedical courses)', 'National Institute of Disaster Management'] },
    ],
    action_plan: [
      'Join NCC or scouts and aim for a certificate; it counts in several selections',
      'Keep fitness training regular and measured, like a subject',
      'PCM keeps the NDA and technical entries open; any stream works for police via later exams',
      'Do a first-aid and basic life support course with the Red Cross or St John Ambulance',
    ],
    recommended_streams: ['Science (PCM)', 'Humanities'],
  }),
];
