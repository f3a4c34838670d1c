// Profiles led by Realistic: students who think with their hands and want to see what their work does.
import { define } from './define';

export const realisticProfiles = [
  define({
    code: 'RIA',
    title: 'The Tinkering Inventor',
    tagline: 'Builds it, tests it, and then makes it beautiful.',
    summary:
      'Your child is happiest with a half-built model on the table and a question about why it wobbles. The practical side wants something that works, the curious side wants to know the physics behind it, and the artistic side will not rest until it also looks right. They learn best by prototyping: trying, failing and trying again, often long after everyone else has stopped. The sketches in the margins of their maths notebook are often where their best ideas begin.',
    strengths: [
      'Enjoys making and testing prototypes until they work',
      'Likes connecting how a thing works with how it looks and feels',
      'Drawn to drawings, models and picturing objects in 3D',
      'Tends to try again after a failed attempt rather than give up',
      'Happy switching between workshop tools and design software',
    ],
    challenges: ['May rush past theory that has no obvious use yet', 'Can polish one detail while the rest of a project waits', 'Might find rote exam preparation dull and underperform in it'],
    career_clusters: [
      {
        cluster: 'Product and industrial design',
        examples: ['IIT Bombay (IDC School of Design)', 'NID Ahmedabad', 'Delhi Technological University (Department of Design; state university)'],
      },
      { cluster: 'Architecture', examples: ['SPA Delhi', 'CEPT University, Ahmedabad', 'Sir J.J. College of Architecture, Mumbai (state government)'] },
      { cluster: 'Mechanical engineering and robotics', examples: ['IIT Madras', 'NIT Tiruchirappalli', 'COEP Technological University, Pune (state university)'] },
    ],
    action_plan: [
      'Consider PCM for their Class 11: it keeps engineering, architecture and design open at the same time',
      'Encourage them to use the school’s Atal Tinkering Lab, or a kit at home, to finish one working build each term and photograph every version',
      'Help them keep a sketchbook going from Class 9; design entrance tests reward drawing and observation practised over years',
      'In Class 12, they can write JEE Main (Paper 1 for B.Tech, Paper 2 for B.Arch) alongside NATA and UCEED',
      'Suggest a science or innovation fair, such as the IRIS National Fair, where both their build and their reasoning are judged',
    ],
    recommended_streams: ['Science (PCM)'],
  }),
  define({
    code: 'RIC',
    title: 'The Meticulous Technician',
    tagline: 'Trusts the measurement, follows the method, and gets it right first time.',
    summary:
      'Your child likes work with a clear method and a result that can be checked: a circuit that lights up on the first try, a balance calibrated properly, a numerical with every unit in place. They enjoy tools and instruments, and they also want to know the rule behind each step. Noisy, open-ended group tasks can tire them, but in a lab, a workshop or a control room they become remarkably dependable. That quiet accuracy is exactly what safety-critical industries look for.',
    strengths: [
      'Likes work with a clear method and a result that can be checked',
      'Enjoys instruments, manuals and data sheets',
      'Tends to notice small faults before they grow',
      'Cares about doing things safely, without being reminded',
      'Happy working steadily on their own',
    ],
    challenges: ['May freeze when a task comes without clear instructions', 'Can keep good ideas to themselves in group discussions'],
    career_clusters: [
      {
        cluster: 'Electrical, electronics and instrumentation engineering',
        examples: ['IIT Kharagpur', 'NIT Karnataka, Surathkal', 'BITS Pilani', 'College of Engineering, Guindy (Anna University; state university)'],
      },
      {
        cluster: 'Marine and aeronautical engineering',
        examples: ['Indian Maritime University', 'Madras Institute of Technology (Anna University; state university)', 'Punjab Engineering College, Chandigarh'],
      },
      { cluster: 'Chemical and process technology', examples: ['Institute of Chemical Technology, Mumbai', 'NIT Warangal', 'Jadavpur University, Kolkata (state university)'] },
      {
        cluster: 'Technical diplomas in plastics, tooling and electrical trades',
        examples: ['CIPET (campuses across India)', 'Nettur Technical Training Foundation, Bengaluru', 'Government Polytechnic, Mumbai (state government)'],
      },
    ],
    action_plan: [
      'Consider PCM, and encourage them to treat practical files and lab exams as seriously as the theory papers',
      'Get them a basic electronics kit and a multimeter, and ask them to keep a neat log of every circuit built and what went wrong',
      'If workshops clearly suit them more than classrooms, weigh a polytechnic diploma after Class 10; lateral entry into the second year of a B.Tech remains possible',
      'They can prepare for JEE Main and their state’s engineering test, such as MHT CET, KCET or WBJEE',
      'Arrange a visit for them to a power substation, a factory floor or a hospital’s equipment room to see maintenance work up close',
    ],
    recommended_streams: ['Science (PCM)', 'Vocational'],
  }),
  define({
    code: 'RIE',
    title: 'The Fix-It Strategist',
    tagline: 'Repairs the problem, then redesigns the process so it does not come back.',
    summary:
      'Your child likes practical problems that come with a goal and a deadline. They will take apart a broken bicycle, trace the fault logically, and then suggest a cheaper or quicker way of doing the job next time. Once they understand a task they are happy to take charge of it, and of the people around it. Engineering branches that touch production and operations, and later a role running a plant or a technical business, suit this mix of hands, head and drive.',
    strengths: [
      'Likes to diagnose a fault step by step before acting',
      'Drawn to practical work that gets going quickly',
      'Enjoys leading a hands-on team',
      'Tends to think about cost and time as well as function',
      'Curious about new machines and software',
    ],
    challenges: ['Can be impatient with long written assignments', 'May commit to too much and skip the planning stage'],
    career_clusters: [
      {
        cluster: 'Mechanical, production and industrial engineering',
        examples: ['IIT Delhi', 'NIT Tiruchirappalli', 'Punjab Engineering College, Chandigarh', 'Harcourt Butler Technical University, Kanpur (state university)'],
      },
      {
        cluster: 'Operations and supply-chain management',
        examples: ['IIM Mumbai (formerly NITIE)', 'IIT Kharagpur (Industrial and Systems Engineering)', 'IGNOU (open university; MBA in operations management, after a first degree)'],
      },
      {
        cluster: 'Energy, petroleum and automotive engineering',
        examples: ['IIT Madras', 'University of Petroleum and Energy Studies, Dehradun', 'Rajiv Gandhi Institute of Petroleum Technology, Amethi', 'Government polytechnics (state-run diplomas in automobile engineering, after Class 10)'],
      },
      {
        cluster: 'Mining and metallurgy',
        examples: ['IIT (ISM) Dhanbad', 'NIT Rourkela', 'College of Engineering, Guindy (Anna University; mining engineering; state university)'],
      },
    ],
    action_plan: [
      'Consider PCM for them, adding computer science or informatics practices if the school offers it',
      'Encourage them to join or start a robotics, go-kart or solar-car team; the outreach events of IIT and NIT student teams are worth attending together',
      'As they prepare for JEE Main and Advanced, look together at production, industrial and mining branches, not only the popular ones',
      'Let them spend part of a holiday in a family business, a garage or a small factory, noting how work moves from one step to the next',
      'Read the annual report of one manufacturing company together and talk about how it makes its money',
    ],
    recommended_streams: ['Science (PCM)'],
  }),
  define({
    code: 'RIS',
    title: 'The Hands-On Healer',
    tagline: 'Wants to use science, hands-on, to help people move and recover.',
    summary:
      'Your child is curious about the human body in a practical way: how a knee bends, why a sprain swells, how a hearing aid or an artificial limb actually works. They are calm and steady rather than sentimental, and they like help that can be seen and measured. Watching someone walk again after an injury would mean more to them than a trophy. Allied health professions, where trained hands meet patient care, often suit them better than the crowded race for an MBBS seat alone.',
    strengths: [
      'Tends to stay calm and steady during practical tasks',
      'Interested in anatomy, movement and how the body heals',
      'Cares about people who are in pain or struggling',
      'Likes learning techniques by practising them',
      'Enjoys explaining exercises and instructions simply',
    ],
    challenges: ['May feel that anything other than MBBS is second best and lose heart after one NEET attempt', 'Can find long chapters of memorisation tedious'],
    career_clusters: [
      {
        cluster: 'Physiotherapy and rehabilitation',
        examples: ['Manipal College of Health Professions', 'CMC Vellore', 'Pt. Deendayal Upadhyaya National Institute for Persons with Physical Disabilities, Delhi', 'State government physiotherapy colleges (admission through the state’s own process)'],
      },
      {
        cluster: 'Prosthetics, orthotics and biomedical engineering',
        examples: ['SVNIRTAR, Cuttack', 'National Institute for Locomotor Disabilities, Kolkata', 'IIT (BHU) Varanasi (School of Biomedical Engineering)', 'University College of Engineering, Osmania University (biomedical engineering; state university)'],
      },
      {
        cluster: 'Medical imaging and laboratory technology',
        examples: ['PGIMER Chandigarh', 'JIPMER Puducherry', 'AIIMS New Delhi (paramedical courses)', 'State government medical colleges (allied health B.Sc courses, admitted through the state)'],
      },
      {
        cluster: 'Sports science',
        examples: ['Lakshmibai National Institute of Physical Education, Gwalior', 'Symbiosis School of Sports Sciences, Pune', 'Swarnim Gujarat Sports University, Gandhinagar (state university)'],
      },
    ],
    action_plan: [
      'Consider PCB for them, keeping mathematics as an extra subject if possible; it helps in biomedical and imaging courses',
      'Encourage them to volunteer during the holidays at a physiotherapy clinic, a rehabilitation centre or a sports academy',
      'When they write NEET-UG, track the institute and state tests for BPT, BPO and B.Sc allied health courses as well',
      'Let them learn first aid and basic life support from the Indian Red Cross Society or St John Ambulance',
      'Support them in playing a sport seriously or keeping a regular fitness routine; it builds first-hand understanding of how the body works',
    ],
    recommended_streams: ['Science (PCB)'],
  }),
  define({
    code: 'RCI',
    title: 'The Surveyor and Mapmaker',
    tagline: 'Measures the real world carefully and turns it into plans others can build on.',
    summary:
      'Your child likes practical work that has to be exact: measuring a plot, drawing to scale, checking that a part matches its specification. They are orderly, prefer tasks with a clear standard, and take quiet pride when a drawing or a reading is spotless. Their curiosity shows in wanting to understand the instrument, not only to use it. Surveying, mapping, planning and earth-science roles, split between the field and the screen, suit this steady and precise style.',
    strengths: [
      'Enjoys precise work with measurements, scales and units',
      'Likes keeping neat records and tidy drawings',
      'Happy with field work and screen work alike',
      'Tends to check their own work against a standard',
      'Comfortable with repetitive but important tasks',
    ],
    challenges: ['May feel uneasy when plans change at short notice', 'Can hesitate to speak up even after spotting an error'],
    career_clusters: [
      {
        cluster: 'Geoinformatics and remote sensing',
        examples: ['Anna University, Chennai (B.E. Geo-Informatics; state university)', 'Indian Institute of Remote Sensing, Dehradun'],
      },
      { cluster: 'Civil engineering and surveying', examples: ['IIT Roorkee', 'NIT Calicut', 'Jadavpur University, Kolkata (state university)'] },
      {
        cluster: 'Urban and regional planning',
        examples: ['SPA Delhi', 'SPA Bhopal', 'SPA Vijayawada', 'Jawaharlal Nehru Architecture and Fine Arts University, Hyderabad (B.Planning; state university)'],
      },
      { cluster: 'Geology and earth sciences', examples: ['IIT (ISM) Dhanbad', 'Presidency University, Kolkata (state university)', 'Banaras Hindu University'] },
    ],
    action_plan: [
      'Consider PCM for them; geography as an additional subject is a real bonus for mapping careers',
      'Encourage them to learn a free mapping tool such as QGIS and map the neighbourhood, from bus stops to water taps',
      'They can write JEE Main, including Paper 2 for the B.Planning route, and their state’s engineering test',
      'Help them join an NCC, scouting or trekking group that practises map reading and compass work',
      'Visit a municipal office or a builder’s site office together to see how survey drawings become construction',
    ],
    recommended_streams: ['Science (PCM)', 'Vocational'],
  }),
  define({
    code: 'REC',
    title: 'The Shop-Floor Entrepreneur',
    tagline: 'Turns a practical skill into a small business, and the small business into a bigger one.',
    summary:
      'Your child enjoys doing, selling and organising, often all in the same afternoon. They may already fix phones for cousins, grow plants to sell, or help at a family shop while keeping a surprisingly accurate count of the cash. Ownership motivates them far more than marks do, and they want to see effort turn into something real. A solid technical or trade skill, joined with sound business habits, could one day become an enterprise of their own.',
    strengths: [
      'Likes getting on with a task rather than waiting',
      'Interested in cost, price and profit',
      'Enjoys dealing with customers and suppliers',
      'Likes organising people, stock and time',
      'Keen to learn trades and tools hands-on',
    ],
    challenges: ['May see school subjects as irrelevant to “real work” and let marks slide', 'Can take risks before checking the numbers'],
    career_clusters: [
      {
        cluster: 'Agribusiness and food processing',
        examples: ['NIFTEM, Kundli (Sonipat)', 'Punjab Agricultural University, Ludhiana (state university)', 'Tamil Nadu Agricultural University, Coimbatore (state university)'],
      },
      {
        cluster: 'Hotel, catering and culinary arts',
        examples: ['IHM Pusa, New Delhi', 'IHM Mumbai', 'Welcomgroup Graduate School of Hotel Administration, Manipal', 'State government IHMs (through NCHM JEE)'],
      },
      {
        cluster: 'Entrepreneurship and small-business management',
        examples: ['Entrepreneurship Development Institute of India, Ahmedabad', 'Shaheed Sukhdev College of Business Studies, Delhi', 'Government ITIs (state-run; a trade to start a workshop or service business)'],
      },
    ],
    action_plan: [
      'Consider Commerce with mathematics for them, or PCM if engineering appeals; a skill subject from the school’s vocational list adds real hands-on hours',
      'Let them run a small venture with real money, such as a stall at the school fair, and keep a proper account book for it',
      'Look together at NCHM JEE for hotel management, CUET-UG for agriculture seats under ICAR, and B.Voc programmes in a favourite trade',
      'Encourage them to spend a summer working in a family or neighbourhood business and note down what customers keep asking for',
      'Suggest they read about Indian founders who began small, and interview one local business owner about the first year',
    ],
    recommended_streams: ['Commerce', 'Vocational', 'Science (PCM)'],
  }),
  define({
    code: 'RAI',
    title: 'The Material Artist',
    tagline: 'Turns wood, clay, cloth or metal into objects worth keeping.',
    summary:
      'Your child loves working with real materials, whether clay, wood, fabric, metal or the settings of a camera. They care a great deal about finish and quality, and they wonder why one technique works better than another. Written exams that reward recall may not show what they can do, but give them a studio and a brief and their concentration is remarkable. India’s craft and design sector values exactly this mix of skill, taste and patience.',
    strengths: [
      'Enjoys working with wood, clay, metal or fabric',
      'Drawn to visual form: shape, proportion and colour',
      'Likes practising a technique until it feels right',
      'Curious about how things are made and why',
      'Takes pleasure in finished, lasting work',
    ],
    challenges: ['May find it hard to explain their work in words, or to sell it', 'Can feel boxed in by rigid timetables and syllabus-heavy subjects'],
    career_clusters: [
      {
        cluster: 'Craft, textile and accessory design',
        examples: ['Indian Institute of Crafts and Design, Jaipur', 'NIFT (campuses across India)', 'Indian Institute of Handloom Technology, Varanasi', 'Government College of Art and Craft, Kolkata (state government)'],
      },
      {
        cluster: 'Furniture, ceramics and product design',
        examples: ['NID Ahmedabad', 'Srishti Manipal Institute of Art, Design and Technology, Bengaluru', 'MIT Institute of Design, Pune', 'Delhi Technological University (Department of Design; state university)'],
      },
      {
        cluster: 'Fine arts and sculpture',
        examples: ['Faculty of Fine Arts, MSU Baroda (state university)', 'Sir J.J. School of Art, Mumbai', 'Kala Bhavana, Visva-Bharati, Santiniketan'],
      },
      {
        cluster: 'Photography and cinematography',
        examples: ['Whistling Woods International, Mumbai', 'FTII Pune (postgraduate)', 'SRFTI Kolkata (postgraduate)', 'Jawaharlal Nehru Architecture and Fine Arts University, Hyderabad (BFA in photography; state university)'],
      },
    ],
    action_plan: [
      'Start a portfolio in Class 9: photograph every piece they make and add a line on the material and the method',
      'Any stream works for them; Humanities with fine arts, or a vocational subject, leaves more time for studio practice',
      'From Class 11, help them prepare for NID DAT, the NIFT entrance test and UCEED, drawing from observation every week',
      'Let them spend a few holiday weeks learning from a local carpenter, potter or weaver',
      'Take them to craft fairs and exhibitions, and encourage them to ask the makers how they learned and how they earn',
    ],
    recommended_streams: ['Humanities', 'Vocational'],
  }),
  define({
    code: 'RSE',
    title: 'The Courageous Teammate',
    tagline: 'Physical courage and a strong urge to protect others, in the same person.',
    summary:
      'Your child is active, practical and at their best when other people are counting on them. Sports fields, NCC parades, scout camps and disaster drills bring out both their energy and their sense of responsibility. In a crisis they tend to stay calm and act, and friends often look to them to take charge. The armed forces, the police, sports coaching and emergency care are natural homes for this blend of physical confidence, care and leadership.',
    strengths: [
      'Energised by physical activity and the outdoors',
      'Tends to stay steady and responsible when something goes wrong',
      'Enjoys being a loyal, encouraging team player',
      'Prefers to lead by example rather than by speeches',
      'Likes routines and training plans',
    ],
    challenges: ['May find long spells of desk study draining and keep postponing them', 'Can carry other people’s problems as if they were their own', 'Needs a safe, supervised outlet for a taste for risk'],
    career_clusters: [
      {
        cluster: 'Armed forces',
        examples: ['National Defence Academy, Khadakwasla', 'Indian Naval Academy, Ezhimala', 'Officers Training Academy, Chennai', 'Sainik Schools (run jointly by the central and state governments; entry in Class 6 or 9)'],
      },
      {
        cluster: 'Police and internal security',
        examples: ['Rashtriya Raksha University, Gandhinagar', 'Sardar Vallabhbhai Patel National Police Academy, Hyderabad (after UPSC)', 'Maharashtra Police Academy, Nashik (state government; for officers selected by the state)'],
      },
      {
        cluster: 'Sports coaching and physical education',
        examples: ['Lakshmibai National Institute of Physical Education, Gwalior', 'Netaji Subhas National Institute of Sports, Patiala', 'National Sports University, Manipur', 'Tamil Nadu Physical Education and Sports University, Chennai (state university)'],
      },
      {
        cluster: 'Emergency care and disaster management',
        examples: ['AIIMS New Delhi (paramedical courses)', 'TISS Mumbai (Jamsetji Tata School of Disaster Studies, postgraduate)', 'IGNOU (open university; postgraduate diploma in disaster management)'],
      },
    ],
    action_plan: [
      'Encourage them to join NCC in school and earn the A certificate; the B and C certificates in college open special entries to the forces',
      'Help them treat fitness like a subject, with a weekly plan for running, strength work and a team sport',
      'Consider PCM for them to keep the Navy and Air Force wings of the NDA open; the Army wing and the police accept any stream',
      'In Class 12, they can apply for the NDA exam and prepare for the SSB interview through group tasks and public speaking',
      'Let them complete a first-aid and basic life support course with the Indian Red Cross Society',
    ],
    recommended_streams: ['Science (PCM)', 'Humanities'],
  }),
];
