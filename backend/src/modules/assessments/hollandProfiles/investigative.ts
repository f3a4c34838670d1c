// Profiles led by Investigative: students who want to understand why before they are satisfied. Written in a neutral
// voice (issue 28, item 4): the student reads them on their own page and the parent in the PDF.
import { define } from './define';

export const investigativeProfiles = [
  define({
    code: 'IRC',
    title: 'Experiments, Instruments and Careful Records',
    tagline: 'A sharp question, a careful test, and the answer checked twice.',
    summary:
      'Students with this mix want to know why, and are not satisfied until an experiment or a calculation shows it. Measuring, recording and repeating a test until the numbers agree is the kind of work they enjoy, and evidence counts for more with them than opinion. Long, quiet stretches at a lab bench or over a problem set draw them in rather than bore them. Research in the pure and applied sciences, and the engineering fields built on them, reward this interest.',
    strengths: [
      'Enjoys experiments that follow a careful method',
      'Likes data, measurements and careful records',
      'Enjoys working on one problem for a long stretch',
      'Drawn to mathematics and science beyond the textbook',
      'Interested in results that surprise, and in checking them again',
    ],
    challenges: ['Presenting work, or asking for help, is easy to put off', 'Detail can take up the time a deadline needed'],
    career_clusters: [
      { cluster: 'Pure sciences and research', examples: ['IISc Bengaluru', 'IISER Pune', 'NISER Bhubaneswar', 'Dr. Homi Bhabha State University, Mumbai (Institute of Science)'] },
      { cluster: 'Chemical and materials engineering', examples: ['Institute of Chemical Technology, Mumbai (state-funded deemed university)', 'IIT Bombay', 'IIT Kanpur'] },
      {
        cluster: 'Forensic science',
        examples: [
          'National Forensic Sciences University, Gandhinagar',
          'LNJN National Institute of Criminology and Forensic Science, Delhi (postgraduate)',
          'Institute of Forensic Science, Mumbai (state government)',
        ],
      },
      {
        cluster: 'Space science and technology',
        examples: [
          'Indian Institute of Space Science and Technology, Thiruvananthapuram',
          'Physical Research Laboratory, Ahmedabad (doctoral)',
          'University of Kerala, Thiruvananthapuram (physics; state university)',
        ],
      },
    ],
    action_plan: [
      'PCM or PCB (PCMB where it is manageable) fits this mix, with time kept free for practical work',
      'NSEJS up to Class 10, then NSEP, NSEC or NSEB in Class 11 and 12, are the first rounds of the national olympiads',
      'ISRO’s YUVIKA programme, for students who have just finished Class 9, gives a first taste of real research',
      'In Class 12, the IISER Aptitude Test, NEST and JEE keep research-led BS-MS programmes and engineering open together; the government’s INSPIRE scholarship supports top-ranked students in the natural sciences',
      'One small independent study, such as testing the water quality in the locality, written up like a real paper, is a good first test of this interest',
    ],
    recommended_streams: ['Science (PCM)', 'Science (PCB)'],
  }),
  define({
    code: 'IRE',
    title: 'Maths, Making and Leading Projects',
    tagline: 'Hard problems cracked, and the answer put to work.',
    summary:
      'Students with this mix enjoy difficult maths and physics problems, and enjoy even more the moment a solution turns into something that runs. What will actually work matters to them, and so does doing it well and bringing friends into a project. Coding a game, building a drone or entering a hackathon appeals far more than reading about one. Technology fields that lead towards building products, and in time leading teams, suit this mix of analysis, making and leading.',
    strengths: [
      'Enjoys working through logical and mathematical puzzles',
      'Likes judging what will actually work in practice',
      'Enjoys competitions, contests and self-set challenges',
      'Interested in new technologies and in trying them out',
      'Likes owning a project from start to finish',
    ],
    challenges: ['The most famous option can crowd out the one that fits best', 'Teammates who work at a different pace can be hard to plan around'],
    career_clusters: [
      {
        cluster: 'Computer science and software engineering',
        examples: ['IIT Bombay', 'IIIT Hyderabad', 'BITS Pilani', 'Netaji Subhas University of Technology, Delhi (state university)'],
      },
      {
        cluster: 'Aerospace engineering',
        examples: ['Indian Institute of Space Science and Technology, Thiruvananthapuram', 'IIT Kanpur', 'IIT Madras', 'Madras Institute of Technology (Anna University; state university)'],
      },
      {
        cluster: 'Electronics and chip design',
        examples: ['IIT Delhi', 'IIT Kharagpur', 'NIT Tiruchirappalli', 'College of Engineering, Guindy (Anna University; state university)'],
      },
      { cluster: 'Technology start-ups', examples: ['SINE, IIT Bombay', 'IIT Madras Incubation Cell', 'Kerala Startup Mission (state government)'] },
    ],
    action_plan: [
      'PCM fits this mix, with computer science where the school offers it',
      'Alongside JEE Main and Advanced, the Zonal Computing Olympiad is the first step on the route to INOI',
      'One real software or hardware project a year, with its code on GitHub and a short write-up, is a good first test of this interest',
      'A hackathon or a robotics league tests teamwork and communication as much as technical work',
      'Talking to two engineers at different stages of their careers shows what a working day is really like',
    ],
    recommended_streams: ['Science (PCM)'],
  }),
  define({
    code: 'IAR',
    title: 'Science, Design and Making',
    tagline: 'Imagination brought to technical problems, and method to creative ones.',
    summary:
      'Students with this mix enjoy the logic of science and the freedom of creative work in equal measure. Designing a game level, modelling a building on a laptop, or turning a dull table of numbers into a chart people understand are typical of them. A task that is only rules can bore them, and so can one with no rules at all; the spark comes where the two meet. Architecture, interaction design, animation technology and data visualisation give room for both.',
    strengths: [
      'Enjoys thinking in pictures and in logic at the same time',
      'Likes looking for original, sometimes surprising solutions',
      'Enjoys trying out new design and 3D software',
      'Interested in patterns in shapes, numbers and data',
      'Interested in how people will experience a design',
    ],
    challenges: ['Many projects can be started and few finished', 'Subjects that feel dull are easy to neglect even when a chosen course needs them'],
    career_clusters: [
      { cluster: 'Architecture', examples: ['SPA Delhi', 'IIT Kharagpur', 'CEPT University, Ahmedabad', 'Government College of Architecture, Lucknow (state government)'] },
      {
        cluster: 'Interaction and communication design',
        examples: ['IIT Bombay (IDC School of Design)', 'IIT Hyderabad (Department of Design)', 'IIIT Delhi (Computer Science and Design; Delhi state university)'],
      },
      {
        cluster: 'Animation and game design',
        examples: ['NID Ahmedabad', 'IIT Guwahati (Department of Design)', 'MIT Institute of Design, Pune', 'Delhi Technological University (Department of Design; state university)'],
      },
    ],
    action_plan: [
      'PCM keeps engineering, architecture and design open together',
      'One 3D or design tool (Blender, Figma or SketchUp) and one programming language, combined in a small project, are a good first test of this interest',
      'A portfolio from Class 10 that shows thinking as well as finished work (early sketches, failed versions, final pieces) helps at design admissions',
      'UCEED and NID DAT are the design entrance tests; JEE Main Paper 2 or NATA is needed where architecture is in the running',
      'A design or science fair rewards a project that is clever and also a pleasure to look at',
    ],
    recommended_streams: ['Science (PCM)'],
  }),
  define({
    code: 'IAS',
    title: 'Questions, Words and People',
    tagline: 'Curious questions about minds and societies, explored through reading, writing and talk.',
    summary:
      'Students with this mix are fascinated by why people think, feel and behave as they do. Wide reading, questioning easy answers and conversations that go below the surface are typical of them, often with adults. A researcher’s questions, a writer’s interest in words and an interest in other people come together here. Psychology, sociology, anthropology and development research offer both careful study and a sense of meaning.',
    strengths: [
      'Interested in why people think and behave as they do',
      'Enjoys reading deeply and writing about ideas',
      'Likes hearing other people’s stories and points of view',
      'Enjoys questions that have more than one reasonable answer',
      'Drawn to surveys, interviews and studies of everyday life',
    ],
    challenges: [
      'Big decisions can stay open for a long time when every option looks interesting',
      'A science stream chosen for its status rather than its subjects can turn out a poor fit',
      'Criticism of an idea can be hard to separate from criticism of the person who offered it',
    ],
    career_clusters: [
      {
        cluster: 'Psychology',
        examples: ['Christ University, Bengaluru', 'Ambedkar University Delhi (state university)', 'NIMHANS Bengaluru (postgraduate)', 'Lady Shri Ram College for Women, Delhi (women only)'],
      },
      { cluster: 'Sociology and anthropology', examples: ['University of Hyderabad', 'Presidency University, Kolkata (state university)', 'Ashoka University'] },
      {
        cluster: 'Development studies and social research',
        examples: ['TISS Mumbai', 'Azim Premji University, Bengaluru', 'St. Xavier’s College, Mumbai', 'IGNOU (open university; MA in development studies)'],
      },
    ],
    action_plan: [
      'Humanities with psychology fits this mix, or PCB with psychology where the school allows that combination',
      'One serious non-fiction book a month, talked over at home, is a good first test of this interest',
      'CUET-UG opens the central universities at modest fees; private liberal-arts universities have their own applications and scholarships',
      'A small survey in school on sleep, screens or stress, with the answers analysed and presented, is real research at school level',
      'Volunteering with an NGO working on mental-health awareness, education or community health shows the field from inside',
    ],
    recommended_streams: ['Humanities', 'Science (PCB)'],
  }),
  define({
    code: 'ISR',
    title: 'Biology, People and Hands-On Care',
    tagline: 'The science of illness, and the person behind it.',
    summary:
      'Students with this mix are drawn to biology and to people in equal measure, with a practical streak that wants to act, not only understand. How the body works, why it fails, and what trained hands can do to set it right all interest them. Hospitals, clinics and labs are places they want to see from inside. Medicine, dentistry, veterinary science and nursing each bring together this science, care for patients and practical work.',
    strengths: [
      'Drawn to biology and chemistry, especially the human body',
      'Interested in how illnesses are found and treated',
      'Likes observing carefully before drawing a conclusion',
      'Enjoys hands-on practical work in the lab',
      'Enjoys helping people who are unwell or in pain',
    ],
    challenges: [
      'NEET can start to feel like the whole future, and one rank like a verdict on the person',
      'Work around illness brings other people’s worries close, and switching off afterwards takes practice',
    ],
    career_clusters: [
      {
        cluster: 'Medicine and surgery',
        examples: ['AIIMS New Delhi', 'CMC Vellore', 'Government medical colleges in each state (through the NEET state quota)', 'Armed Forces Medical College, Pune'],
      },
      { cluster: 'Dentistry', examples: ['Maulana Azad Institute of Dental Sciences, Delhi (state government)', 'Manipal College of Dental Sciences'] },
      { cluster: 'Veterinary science', examples: ['ICAR-Indian Veterinary Research Institute, Izatnagar', 'Madras Veterinary College (TANUVAS; state university)'] },
      {
        cluster: 'Nursing',
        examples: ['Government nursing colleges in each state (admission through the state’s process; seats for men vary by state)', 'AIIMS New Delhi, College of Nursing (women only)'],
      },
    ],
    action_plan: [
      'PCB fits this mix, with mathematics added where possible to keep research and biotechnology open',
      'Steady NEET-UG preparation from Class 11, rather than a final-year rush, with a plan B course shortlisted early, takes some of the pressure off',
      'Government medical colleges, reached through NEET, charge far lower fees than most private ones',
      'NSEB in Class 11 or 12 takes biology well beyond the board syllabus',
      'Volunteering at a health camp, a blood-donation drive or a hospital help desk shows clinical life as it really is',
      'Dentistry, veterinary science, nursing, optometry and public health are careers beyond MBBS worth exploring at home',
    ],
    recommended_streams: ['Science (PCB)'],
  }),
  define({
    code: 'ISE',
    title: 'Evidence, People and Public Life',
    tagline: 'Careful understanding turned into decisions that help many people.',
    summary:
      'Students with this mix enjoy both analysing and being with people, and want ideas to make a difference beyond the classroom. Debates that rest on facts, explaining complicated topics and leading a group project all appeal to them. News about budgets, elections or public health gets them talking rather than switching off. Economics, public policy, development work and policy journalism suit an interest in thinking hard and then bringing others along.',
    strengths: [
      'Enjoys analysing an issue and explaining it aloud',
      'Likes discussion grounded in evidence',
      'Interested in society, economics and public life',
      'Enjoys taking charge of a part of group work',
      'Likes turning a complicated topic into a clear talk or article',
    ],
    challenges: ['Many activities at once can leave little time for any one of them', 'Routine but necessary tasks are easy to put off'],
    career_clusters: [
      {
        cluster: 'Economics',
        examples: [
          'St. Stephen’s College, Delhi',
          'Gokhale Institute of Politics and Economics, Pune',
          'Delhi School of Economics (postgraduate)',
          'Presidency University, Kolkata (economics; state university)',
        ],
      },
      {
        cluster: 'Public policy and development',
        examples: ['Azim Premji University, Bengaluru', 'TISS Mumbai', 'Institute of Rural Management, Anand (postgraduate)', 'Ambedkar University Delhi (development studies; state university)'],
      },
      {
        cluster: 'Journalism on policy and the economy',
        examples: [
          'Indian Institute of Mass Communication, New Delhi',
          'Asian College of Journalism, Chennai',
          'Kushabhau Thakre Journalism and Mass Communication University, Raipur (state university)',
        ],
      },
      {
        cluster: 'Management consulting',
        examples: ['IIM Indore (IPM)', 'IIM Ahmedabad (postgraduate)', 'Jamnalal Bajaj Institute of Management Studies, Mumbai (University of Mumbai; state university)'],
      },
    ],
    action_plan: [
      'Commerce or Humanities with economics and mathematics fits this mix; many economics honours courses require mathematics',
      'Model UN, parliamentary debating and the International Economics Olympiad selection rounds are good first tests of this interest',
      'In Class 12, CUET-UG and IPMAT are the main entrance tests',
      'One newspaper editorial a day, and a short weekly opinion piece that uses at least one number, build the habits this work needs',
      'A summer volunteering with an NGO, a research organisation’s outreach programme or a local civic body shows policy in practice',
    ],
    recommended_streams: ['Commerce', 'Humanities'],
  }),
  define({
    code: 'ICR',
    title: 'Numbers, Patterns and Proof',
    tagline: 'The signal hidden in the numbers, found and shown to be real.',
    summary:
      'Students with this mix enjoy numbers, logic and order, and like a puzzle with a definite answer at the end. Sudoku, coding challenges or cricket statistics can absorb them for hours. Working a problem out step by step, alone, before sharing it is often how this interest shows. Statistics, data science, computer science and actuarial work suit this precise, investigative mix.',
    strengths: [
      'Enjoys numbers, proofs and formal logic',
      'Likes careful, step-by-step work',
      'Enjoys staying with a hard problem until it gives way',
      'Likes working with computers and code',
      'Interested in evidence more than hunches',
    ],
    challenges: ['Presenting findings to a group can feel harder than finding them', 'Messy data, or a question with no single answer, can be frustrating at first'],
    career_clusters: [
      {
        cluster: 'Statistics and mathematics',
        examples: [
          'Indian Statistical Institute, Kolkata (B.Stat)',
          'Indian Statistical Institute, Bengaluru (B.Math)',
          'Chennai Mathematical Institute',
          'University of Calcutta (statistics and mathematics; state university)',
        ],
      },
      {
        cluster: 'Data science',
        examples: [
          'IIT Madras (BS in Data Science and Applications)',
          'IIT Kanpur (Statistics and Data Science)',
          'IIIT Hyderabad',
          'Delhi Technological University (mathematics and computing; state university)',
        ],
      },
      { cluster: 'Computer science', examples: ['IIIT Delhi (Delhi state university)', 'NIT Tiruchirappalli', 'IIT Guwahati'] },
      {
        cluster: 'Actuarial science',
        examples: ['Institute of Actuaries of India', 'Indian Statistical Institute, Kolkata (statistics route)', 'University of Madras (statistics; state university)'],
      },
    ],
    action_plan: [
      'PCM fits this mix, or Commerce with mathematics if science feels too broad',
      'IOQM, the mathematics olympiad qualifier, and the Zonal Computing Olympiad can be attempted from Class 9 or 10',
      'Python and spreadsheets, tried on a public data set from data.gov.in about a favourite topic, are a good first test of this interest',
      'In Class 12, the ISI and CMI entrance tests can be written alongside JEE Main and CUET-UG; ISI charges no tuition fee for B.Stat and B.Math and pays a stipend for good performance',
      'The Actuarial Common Entrance Test can be taken once Class 12 is done',
    ],
    recommended_streams: ['Science (PCM)', 'Commerce'],
  }),
  define({
    code: 'IEC',
    title: 'Analysis, Plans and Persuasion',
    tagline: 'Studying the numbers closely, then arguing for the plan they support.',
    summary:
      'Students with this mix enjoy analysis that leads somewhere: which phone is the best value, which route is quickest, which team strategy will win the tournament. Structure and targets appeal to them, and so does tracking how a plan is going. Making the case for a checked conclusion in front of others is part of the fun. Business analytics, economics, market research and consulting bring together analysis, planning and persuasion.',
    strengths: [
      'Enjoys quantitative and logical questions',
      'Likes setting goals and organising the steps',
      'Likes plans with clear, checkable steps',
      'Enjoys making a reasoned case to others',
      'Likes comparing options fairly before choosing',
    ],
    challenges: ['A course’s name and status can crowd out the question of fit', 'Sudden changes of plan can be unsettling'],
    career_clusters: [
      {
        cluster: 'Business analytics and management',
        examples: ['IIM Indore (IPM)', 'IIM Rohtak (IPM)', 'NMIMS, Mumbai', 'Bharathidasan Institute of Management, Tiruchirappalli (Bharathidasan University; state university)'],
      },
      {
        cluster: 'Economics and market research',
        examples: [
          'Gokhale Institute of Politics and Economics, Pune',
          'Symbiosis School of Economics, Pune',
          'Madras School of Economics (postgraduate)',
          'University of Mumbai (Department of Economics; state university)',
        ],
      },
      {
        cluster: 'Operations research and industrial engineering',
        examples: [
          'IIT Bombay (Industrial Engineering and Operations Research, postgraduate)',
          'IIT Kharagpur (Industrial and Systems Engineering)',
          'VJTI Mumbai (production engineering; state-aided)',
        ],
      },
      {
        cluster: 'Finance and accounting',
        examples: ['Shri Ram College of Commerce, Delhi', 'The Institute of Chartered Accountants of India (ICAI)', 'IGNOU (open university; B.Com)'],
      },
    ],
    action_plan: [
      'Commerce with mathematics fits this mix, or PCM if engineering is still a possibility',
      'In Class 12, IPMAT and CUET-UG both reward steady mathematics and reading practice',
      'A mock investment portfolio or a sports-league spreadsheet run for a term, with the decisions looked back on afterwards, is a good first test of this interest',
      'A business or economics club, and case-study competitions for school students, give practice in making a case',
      'A day with a relative or family friend who works in sales, banking or analytics shows what a normal week looks like',
    ],
    recommended_streams: ['Commerce', 'Science (PCM)'],
  }),
];
