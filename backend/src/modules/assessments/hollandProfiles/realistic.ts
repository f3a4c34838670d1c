// Profiles led by Realistic: students who like hands-on work and want to see what their work does. Written in a neutral
// voice (issue 28, item 4): the student reads them on their own page and the parent in the PDF.
import { define } from './define';

export const realisticProfiles = [
  define({
    code: 'RIA',
    title: 'Making, Science and Design',
    tagline: 'Building something, finding out why it works, and making it look right.',
    summary:
      'Students with this mix are happiest with a half-built model on the table and a question about why it wobbles. The practical side wants something that works, the curious side wants the physics behind it, and the artistic side wants it to look right as well. Trying, failing and trying again on a real build is where this interest shows most. Sketches in the margins of a maths notebook are often its first sign.',
    strengths: [
      'Enjoys making and testing prototypes until they work',
      'Likes connecting how a thing works with how it looks and feels',
      'Drawn to drawings, models and picturing objects in 3D',
      'Enjoys improving a build after an attempt that failed',
      'Likes moving between workshop tools and design software',
    ],
    challenges: [
      'Theory with no obvious use yet is tempting to skip, though later projects depend on it',
      'One detail can take up the time a whole project needed',
      'Exams that reward recall show little of this interest, so marks may not reflect it',
    ],
    career_clusters: [
      {
        cluster: 'Product and industrial design',
        examples: ['IIT Bombay (IDC School of Design)', 'NID Ahmedabad', 'Delhi Technological University (Department of Design; state university)'],
      },
      { cluster: 'Architecture', examples: ['SPA Delhi', 'CEPT University, Ahmedabad', 'Sir J.J. College of Architecture, Mumbai (state government)'] },
      { cluster: 'Mechanical engineering and robotics', examples: ['IIT Madras', 'NIT Tiruchirappalli', 'COEP Technological University, Pune (state university)'] },
    ],
    action_plan: [
      'PCM in Class 11 keeps engineering, architecture and design open at the same time',
      'The school’s Atal Tinkering Lab, or a kit at home, is a good place to finish one working build each term, with a photo of every version',
      'A sketchbook kept from Class 9 pays off later: design entrance tests reward drawing and observation practised over years',
      'In Class 12, JEE Main (Paper 1 for B.Tech, Paper 2 for B.Arch) can be written alongside NATA and UCEED',
      'A science or innovation fair, such as the IRIS National Fair, judges both the build and the reasoning behind it',
    ],
    recommended_streams: ['Science (PCM)'],
  }),
  define({
    code: 'RIC',
    title: 'Tools, Measurement and Method',
    tagline: 'Instruments, careful readings and a result that can be checked.',
    summary:
      'Students with this mix like work with a clear method and a result that can be checked: a circuit that lights up on the first try, a balance set exactly to zero, a numerical with every unit in place. Tools and instruments interest them, and so does the rule behind each step. A lab, a workshop or a control room suits this mix better than open-ended group tasks. Safety-critical industries, from power to aviation, are built on exactly this kind of careful work.',
    strengths: [
      'Likes work with a clear method and a result that can be checked',
      'Enjoys instruments, manuals and data sheets',
      'Interested in finding small faults before they grow',
      'Likes following safety steps and checklists in practical work',
      'Enjoys working through a task alone at an even pace',
    ],
    challenges: ['Tasks that come without clear instructions can be hard to start', 'Group discussions move fast, and good ideas may go unsaid'],
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
      'PCM keeps these routes open; practical files and lab exams deserve the same care as the theory papers',
      'A basic electronics kit and a multimeter, with a neat log of every circuit and what went wrong, is a good first test of this interest',
      'Where workshops clearly suit more than classrooms, a polytechnic diploma after Class 10 is worth weighing: government polytechnics charge low fees, and lateral entry into the second year of a B.Tech stays possible',
      'After Class 12, JEE Main and the state’s engineering test, such as MHT CET, KCET or WBJEE, are the usual routes',
      'A visit to a power substation, a factory floor or a hospital’s equipment room shows maintenance work up close',
    ],
    recommended_streams: ['Science (PCM)', 'Vocational'],
  }),
  define({
    code: 'RIE',
    title: 'Fixing, Figuring Out and Taking Charge',
    tagline: 'Repairs the problem, then redesigns the process so it does not come back.',
    summary:
      'Students with this mix like practical problems that come with a goal and a deadline. Taking apart a broken bicycle, tracing the fault step by step, and then finding a cheaper or quicker way to do the job next time is typical of them. Once a task makes sense, running it, and the team around it, appeals too. Engineering branches that touch production and operations, and later a role running a plant or a technical business, suit this mix of hands-on work, analysis and leading.',
    strengths: [
      'Likes diagnosing a fault step by step before acting',
      'Drawn to practical work that gets going quickly',
      'Enjoys leading a hands-on team',
      'Interested in cost and time as well as in how a thing works',
      'Interested in new machines and software',
    ],
    challenges: ['Long written assignments can feel far from the practical work that matters most here', 'Saying yes to many projects at once can squeeze out the planning stage'],
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
        examples: [
          'IIT Madras',
          'University of Petroleum and Energy Studies, Dehradun',
          'Rajiv Gandhi Institute of Petroleum Technology, Amethi',
          'Government polytechnics (state-run diplomas in automobile engineering, after Class 10)',
        ],
      },
      {
        cluster: 'Mining and metallurgy',
        examples: ['IIT (ISM) Dhanbad', 'NIT Rourkela', 'College of Engineering, Guindy (Anna University; mining engineering; state university)'],
      },
    ],
    action_plan: [
      'PCM fits this mix, with computer science or informatics practices where the school offers it',
      'A robotics, go-kart or solar-car team is a good first test of this interest; open days of IIT and NIT student teams are worth a visit where they admit school students',
      'Alongside JEE Main and Advanced, production, industrial and mining branches deserve a look, not only the popular ones',
      'Part of a holiday spent in a family business, a garage or a small factory shows how work moves from one step to the next',
      'Reading the annual report of one manufacturing company, and talking at home about how it makes its money, brings the business side to life',
    ],
    recommended_streams: ['Science (PCM)'],
  }),
  define({
    code: 'RIS',
    title: 'Body Science and Hands-On Care',
    tagline: 'Science, used hands-on, to help people move and recover.',
    summary:
      'Students with this mix are curious about the human body in a practical way: how a knee bends, why a sprain swells, how a hearing aid or an artificial limb actually works. Help that can be seen and measured appeals to them more than talk. Watching someone walk again after an injury is the kind of result that draws them. Allied health professions, where trained hands meet patient care, are often a better fit than the crowded race for an MBBS seat alone.',
    strengths: [
      'Interested in anatomy, movement and how the body heals',
      'Likes practising a technique, such as bandaging or stretching, until it is right',
      'Enjoys explaining exercises and instructions simply',
      'Drawn to work that helps people in pain or recovering from an injury',
      'Enjoys sport and fitness, and how training changes the body',
    ],
    challenges: [
      'Courses other than MBBS can look second best, which makes a single NEET attempt feel like everything',
      'Long chapters of memorisation can feel far from the practical side that draws this interest',
    ],
    career_clusters: [
      {
        cluster: 'Physiotherapy and rehabilitation',
        examples: [
          'Manipal College of Health Professions',
          'CMC Vellore',
          'Pt. Deendayal Upadhyaya National Institute for Persons with Physical Disabilities, Delhi',
          'State government physiotherapy colleges (admission through the state’s own process)',
        ],
      },
      {
        cluster: 'Prosthetics, orthotics and biomedical engineering',
        examples: [
          'SVNIRTAR, Cuttack',
          'National Institute for Locomotor Disabilities, Kolkata',
          'IIT (BHU) Varanasi (School of Biomedical Engineering)',
          'University College of Engineering, Osmania University (biomedical engineering; state university)',
        ],
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
      'PCB fits this mix; mathematics as an extra subject, where possible, helps later in biomedical and imaging courses',
      'Volunteering in the holidays at a physiotherapy clinic, a rehabilitation centre or a sports academy is a good first test of this interest',
      'Alongside NEET-UG, the institute and state tests for BPT, BPO and B.Sc allied health courses are worth tracking',
      'A first aid and basic life support course from the Indian Red Cross Society or St John Ambulance is a useful early step',
      'Playing a sport seriously, or keeping a regular fitness routine, gives first-hand understanding of how the body works',
    ],
    recommended_streams: ['Science (PCB)'],
  }),
  define({
    code: 'RCI',
    title: 'Measuring and Mapping the Real World',
    tagline: 'Careful measurements of the real world, turned into plans others can build on.',
    summary:
      'Students with this mix like practical work that has to be exact: measuring a plot, drawing to scale, checking that a part matches its specification. Tasks with a clear standard appeal to them, and a spotless drawing or reading is its own reward. The curious side shows in wanting to understand the instrument, not only to use it. Surveying, mapping, planning and earth-science work, split between the field and the screen, fit this mix.',
    strengths: [
      'Enjoys precise work with measurements, scales and units',
      'Likes keeping neat records and tidy drawings',
      'Enjoys field work and screen work alike',
      'Likes checking work against a standard or a specification',
      'Interested in how instruments such as a compass or a GPS receiver work',
    ],
    challenges: ['Plans that change at short notice make careful work harder', 'An error spotted in someone else’s work is easy to leave unsaid'],
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
      'PCM fits this mix; geography as an additional subject is a real bonus for mapping careers',
      'Mapping the neighbourhood, from bus stops to water taps, with a free tool such as QGIS is a good first test of this interest',
      'After Class 12, JEE Main (including Paper 2 for B.Planning) and the state’s engineering test are the usual routes',
      'An NCC, scouting or trekking group gives regular practice in map reading and compass work',
      'A visit to a municipal office or a builder’s site office shows how survey drawings become buildings and roads',
    ],
    recommended_streams: ['Science (PCM)', 'Vocational'],
  }),
  define({
    code: 'REC',
    title: 'Making, Selling and Keeping Count',
    tagline: 'A practical skill turned into a small business, and the small business into a bigger one.',
    summary:
      'Students with this mix enjoy doing, selling and organising, often in the same afternoon. Fixing phones for cousins, growing plants to sell, or helping at a family shop while keeping count of the cash are typical first steps. Running something of their own matters to them more than marks, and effort that turns into something real keeps them going. A solid technical or trade skill, joined with sound business habits, can one day become an enterprise.',
    strengths: [
      'Likes getting on with a practical task straight away',
      'Interested in cost, price and profit',
      'Enjoys dealing with customers and suppliers',
      'Likes organising people, stock and time',
      'Enjoys learning trades and tools hands-on',
    ],
    challenges: ['School subjects can seem far from “real work”, though a business later needs the maths and language they teach', 'A promising idea can tempt a start before the numbers are checked'],
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
        examples: [
          'Entrepreneurship Development Institute of India, Ahmedabad',
          'Shaheed Sukhdev College of Business Studies, Delhi',
          'Government ITIs (state-run; a trade to start a workshop or service business)',
        ],
      },
    ],
    action_plan: [
      'Commerce with mathematics fits this mix, or PCM if engineering appeals; a skill subject from the school’s vocational list adds real hands-on hours',
      'A small venture with real money, such as a stall at the school fair with a proper account book, is a good first test of this interest',
      'NCHM JEE for hotel management, CUET-UG for agriculture seats under ICAR, and B.Voc programmes in a favourite trade are all worth a look',
      'Government ITIs teach a trade in one or two years at low fees, a sound base for a workshop or service business later',
      'A summer in a family or neighbourhood business, noting what customers keep asking for, shows the trade from inside',
      'Reading about Indian founders who began small, and asking one local business owner about the first year, makes the idea concrete',
    ],
    recommended_streams: ['Commerce', 'Vocational', 'Science (PCM)'],
  }),
  define({
    code: 'RAI',
    title: 'Materials, Craft and Design',
    tagline: 'Wood, clay, cloth or metal, turned into objects worth keeping.',
    summary:
      'Students with this mix love working with real materials: clay, wood, fabric, metal or the settings of a camera. Finish and quality matter to them, and so does the question of why one technique works better than another. Written exams that reward recall show little of this interest, while a studio and a brief show a great deal. India’s craft and design sector values exactly this mix of making, an eye for form and curiosity about method.',
    strengths: [
      'Enjoys working with wood, clay, metal or fabric',
      'Drawn to visual form: shape, proportion and colour',
      'Likes practising a technique until it feels right',
      'Interested in how things are made and why one method works better',
      'Enjoys finishing a piece that will last',
    ],
    challenges: ['Talking about the work, or selling it, can feel harder than making it', 'Rigid timetables and syllabus-heavy subjects leave little room for studio time'],
    career_clusters: [
      {
        cluster: 'Craft, textile and accessory design',
        examples: [
          'Indian Institute of Crafts and Design, Jaipur',
          'NIFT (campuses across India)',
          'Indian Institute of Handloom Technology, Varanasi',
          'Government College of Art and Craft, Kolkata (state government)',
        ],
      },
      {
        cluster: 'Furniture, ceramics and product design',
        examples: [
          'NID Ahmedabad',
          'Srishti Manipal Institute of Art, Design and Technology, Bengaluru',
          'MIT Institute of Design, Pune',
          'Delhi Technological University (Department of Design; state university)',
        ],
      },
      {
        cluster: 'Fine arts and sculpture',
        examples: ['Faculty of Fine Arts, MSU Baroda (state university)', 'Sir J.J. School of Art, Mumbai', 'Kala Bhavana, Visva-Bharati, Santiniketan'],
      },
      {
        cluster: 'Photography and cinematography',
        examples: [
          'Whistling Woods International, Mumbai',
          'FTII Pune (postgraduate)',
          'SRFTI Kolkata (postgraduate)',
          'Jawaharlal Nehru Architecture and Fine Arts University, Hyderabad (BFA in photography; state university)',
        ],
      },
    ],
    action_plan: [
      'A portfolio started in Class 9, with a photo of every piece and a line on its material and method, pays off at admission time',
      'Any stream works; Humanities with fine arts, or a vocational subject, leaves more time for studio practice',
      'From Class 11, drawing from observation every week is the best preparation for NID DAT, the NIFT entrance test and UCEED',
      'A few holiday weeks with a local carpenter, potter or weaver is a good first test of this interest',
      'Craft fairs and exhibitions are a chance to ask makers how they learned and how they earn',
    ],
    recommended_streams: ['Humanities', 'Vocational'],
  }),
  define({
    code: 'RSE',
    title: 'Action, Helping Others and Leading',
    tagline: 'Physical action and looking after others, on the same team.',
    summary:
      'Students with this mix like active, practical work, and are drawn to situations where other people are counting on them. Sports fields, NCC parades, scout camps and disaster drills are where this interest usually shows. Acting in an emergency, and taking charge of a group, appeal to them more than watching from the side. The armed forces, the police, sports coaching and emergency care are natural homes for this blend of physical work, helping and leading.',
    strengths: [
      'Enjoys physical activity and the outdoors',
      'Interested in first aid, rescue and what to do when something goes wrong',
      'Enjoys playing in a team and cheering teammates on',
      'Likes leading a group by doing the task alongside it',
      'Likes routines and training plans',
    ],
    challenges: [
      'Long spells of desk study can feel draining and are easy to postpone',
      'Other people’s problems can take up a lot of time and energy',
      'Risky activities appeal, and need a safe, supervised setting',
    ],
    career_clusters: [
      {
        cluster: 'Armed forces',
        examples: [
          'National Defence Academy, Khadakwasla',
          'Indian Naval Academy, Ezhimala',
          'Officers Training Academy, Chennai',
          'Sainik Schools (run jointly by the central and state governments; entry in Class 6 or 9)',
        ],
      },
      {
        cluster: 'Police and internal security',
        examples: [
          'Rashtriya Raksha University, Gandhinagar',
          'Sardar Vallabhbhai Patel National Police Academy, Hyderabad (after UPSC)',
          'Maharashtra Police Academy, Nashik (state government; for officers selected by the state)',
        ],
      },
      {
        cluster: 'Sports coaching and physical education',
        examples: [
          'Lakshmibai National Institute of Physical Education, Gwalior',
          'Netaji Subhas National Institute of Sports, Patiala',
          'National Sports University, Manipur',
          'Tamil Nadu Physical Education and Sports University, Chennai (state university)',
        ],
      },
      {
        cluster: 'Emergency care and disaster management',
        examples: [
          'AIIMS New Delhi (paramedical courses)',
          'TISS Mumbai (Jamsetji Tata School of Disaster Studies, postgraduate)',
          'IGNOU (open university; postgraduate diploma in disaster management)',
        ],
      },
    ],
    action_plan: [
      'NCC in school, with its A certificate, is a good first test of this interest; the B and C certificates in college open special entries to the forces',
      'Fitness can be treated like a subject, with a weekly plan for running, strength work and a team sport',
      'PCM keeps the Navy and Air Force wings of the NDA open; the Army wing and the police accept any stream',
      'The NDA exam can be written from Class 12, and training there is paid for by the government; group tasks and public speaking help with the SSB interview',
      'A first aid and basic life support course with the Indian Red Cross Society is a useful step at any age',
    ],
    recommended_streams: ['Science (PCM)', 'Humanities'],
  }),
];
