// Profiles led by Investigative: students who need to understand why before they are satisfied.
import { define } from './define';

export const investigativeProfiles = [
  define({
    code: 'IRC',
    title: 'The Patient Experimenter',
    tagline: 'Asks a sharp question, designs the test, and checks the answer twice.',
    summary:
      'Your child wants to know why, and is not satisfied until an experiment or a calculation proves it. They enjoy measuring, recording and repeating a test until the numbers agree, and they trust evidence more than opinion. Long, quiet stretches at a lab bench or over a problem set energise them rather than bore them. Research in the pure and applied sciences, and the engineering fields built on them, reward this patience and rigour.',
    strengths: [
      'Enjoys rigorous, careful method',
      'Likes experiments, data and careful records',
      'Happy to concentrate for long periods on a single problem',
      'Drawn to mathematics and science beyond the textbook',
      'Cares about reporting results honestly, even when they surprise',
    ],
    challenges: ['May avoid presenting their work or asking for help', 'Can get absorbed in detail and let deadlines slip'],
    career_clusters: [
      { cluster: 'Pure sciences and research', examples: ['IISc Bengaluru', 'IISER Pune', 'NISER Bhubaneswar', 'Dr. Homi Bhabha State University, Mumbai (Institute of Science)'] },
      { cluster: 'Chemical and materials engineering', examples: ['Institute of Chemical Technology, Mumbai (state-funded deemed university)', 'IIT Bombay', 'IIT Kanpur'] },
      {
        cluster: 'Forensic science',
        examples: ['National Forensic Sciences University, Gandhinagar', 'LNJN National Institute of Criminology and Forensic Science, Delhi (postgraduate)', 'Institute of Forensic Science, Mumbai (state government)'],
      },
      {
        cluster: 'Space science and technology',
        examples: ['Indian Institute of Space Science and Technology, Thiruvananthapuram', 'Physical Research Laboratory, Ahmedabad (doctoral)', 'University of Kerala, Thiruvananthapuram (physics; state university)'],
      },
    ],
    action_plan: [
      'Consider PCM or PCB for them (PCMB if they can manage it), and protect time for practical work',
      'They can write NSEJS up to Class 10, then NSEP, NSEC or NSEB in Class 11 and 12, the first rounds of the national olympiads',
      'Help them apply to ISRO’s YUVIKA programme while in Class 9 for a first taste of real research',
      'In Class 12, they can write the IISER Aptitude Test, NEST and JEE, so that research-led BS-MS programmes and engineering both stay open',
      'Encourage them to run one small independent study, such as testing water quality in the locality, and write it up like a real paper',
    ],
    recommended_streams: ['Science (PCM)', 'Science (PCB)'],
  }),
  define({
    code: 'IRE',
    title: 'The Engineer with a Mission',
    tagline: 'Cracks hard problems and wants to see the answer put to work.',
    summary:
      'Your child enjoys difficult maths and physics problems, and enjoys even more the moment a solution turns into something that runs. They are practical about what will work, competitive about doing it well, and happy to rally friends around a project. Coding a game, building a drone or entering a hackathon appeals to them far more than reading about one. Technology fields that lead towards building products, and in time leading teams, suit this mix of analysis, craft and ambition.',
    strengths: [
      'Enjoys working through logical and mathematical puzzles',
      'Likes judging what will actually work in practice',
      'Keen on competitions and challenges they set themselves',
      'Curious about new technologies and eager to try them',
      'Likes owning a project from start to finish',
    ],
    challenges: ['May chase the most prestigious option rather than the best fit', 'Can be short with teammates who work more slowly'],
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
      'Consider PCM for them, with computer science if the school offers it',
      'Alongside JEE Main and Advanced, they can try the Zonal Computing Olympiad on the route to INOI',
      'Encourage them to build one real software or hardware project a year and publish the code on GitHub with a short write-up',
      'Let them join a hackathon or a robotics league; it tests teamwork and communication as much as technical work',
      'Help them talk to two engineers at different stages of their careers about what a working day is really like',
    ],
    recommended_streams: ['Science (PCM)'],
  }),
  define({
    code: 'IAR',
    title: 'The Scientist with a Sketchbook',
    tagline: 'Brings imagination to technical problems and rigour to creative ones.',
    summary:
      'Your child enjoys the logic of science and the freedom of creative work in equal measure. They might design a game level, model a building on a laptop, or turn a dull table of numbers into a chart that people actually understand. A task that is only rules bores them, and so does one that is only feelings; the spark comes where the two meet. Architecture, interaction design, animation technology and data visualisation give them room for both.',
    strengths: [
      'Enjoys thinking visually and analytically at the same time',
      'Likes original, sometimes surprising solutions',
      'Tends to teach themselves new software',
      'Often notices patterns that others miss',
      'Cares about how people will experience what they make',
    ],
    challenges: ['May start many projects and finish few', 'Can neglect subjects they find dull even when those subjects are needed'],
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
      'Consider PCM for them; it keeps engineering, architecture and design open together',
      'Encourage them to learn one 3D or design tool (Blender, Figma or SketchUp) and one programming language, and combine them in a small project',
      'Help them build a portfolio from Class 10 that shows thinking as well as finished work: early sketches, failed versions, final pieces',
      'They can prepare for UCEED and NID DAT, and for JEE Main Paper 2 or NATA if architecture is in the running',
      'Suggest a design or science fair where their project can be clever and also a pleasure to look at',
    ],
    recommended_streams: ['Science (PCM)'],
  }),
  define({
    code: 'IAS',
    title: 'The Student of People',
    tagline: 'Studies minds and societies with curiosity, depth and care.',
    summary:
      'Your child is fascinated by why people think, feel and behave as they do. They read widely, question easy answers, and enjoy conversations that go below the surface, often with adults. A researcher’s curiosity, a writer’s way with words and genuine warmth towards others all come together in them. Psychology, sociology, anthropology and development research offer both intellectual rigour and a sense of meaning.',
    strengths: [
      'Curious and reflective about people and ideas',
      'Enjoys reading deeply and writing clearly',
      'Tends to listen patiently and with empathy',
      'Comfortable holding complex or conflicting ideas',
      'Often notices how people around them are feeling',
    ],
    challenges: ['May overthink decisions and put them off', 'Can feel pushed towards a science stream they do not enjoy', 'May take criticism of their ideas personally'],
    career_clusters: [
      {
        cluster: 'Psychology',
        examples: ['Lady Shri Ram College for Women, Delhi (women only)', 'Christ University, Bengaluru', 'Ambedkar University Delhi (state university)', 'NIMHANS Bengaluru (postgraduate)'],
      },
      { cluster: 'Sociology and anthropology', examples: ['University of Hyderabad', 'Presidency University, Kolkata (state university)', 'Ashoka University'] },
      {
        cluster: 'Development studies and social research',
        examples: ['TISS Mumbai', 'Azim Premji University, Bengaluru', 'St. Xavier’s College, Mumbai', 'IGNOU (open university; MA in development studies)'],
      },
    ],
    action_plan: [
      'Consider Humanities with psychology for them, or PCB with psychology if the school allows that combination',
      'Suggest one serious non-fiction book a month, and talk it over together at the dinner table',
      'As they prepare for CUET-UG, note the separate applications of private liberal-arts universities',
      'Encourage them to design a small survey in school on sleep, screens or stress, analyse the answers and present the findings',
      'Let them volunteer with an NGO working on mental-health awareness, education or community health',
    ],
    recommended_streams: ['Humanities', 'Science (PCB)'],
  }),
  define({
    code: 'ISR',
    title: 'The Caring Clinician',
    tagline: 'Understands the science of illness and never forgets the person behind it.',
    summary:
      'Your child is drawn to biology and to people in equal measure, with a practical streak that wants to act, not only understand. They are interested in how the body works, why it fails, and what trained hands can do to set it right. They are patient and observant, and they stay composed when others are upset. Medicine, dentistry, veterinary science and nursing all reward this mix of rigour, compassion and practical skill.',
    strengths: [
      'Drawn to biology and chemistry, especially the human body',
      'Cares deeply while tending to stay composed',
      'Likes to observe carefully before drawing a conclusion',
      'Enjoys hands-on practical work',
      'Keen to keep working towards a long-term goal',
    ],
    challenges: ['May feel NEET pressure very heavily and tie their self-worth to one rank', 'Can absorb other people’s distress and need help switching off'],
    career_clusters: [
      {
        cluster: 'Medicine and surgery',
        examples: ['AIIMS New Delhi', 'CMC Vellore', 'Government medical colleges in each state (through the NEET state quota)', 'Armed Forces Medical College, Pune'],
      },
      { cluster: 'Dentistry', examples: ['Maulana Azad Institute of Dental Sciences, Delhi (state government)', 'Manipal College of Dental Sciences'] },
      { cluster: 'Veterinary science', examples: ['ICAR-Indian Veterinary Research Institute, Izatnagar', 'Madras Veterinary College (TANUVAS; state university)'] },
      {
        cluster: 'Nursing',
        examples: ['AIIMS New Delhi (College of Nursing; B.Sc. Nursing admits women only)', 'CMC Vellore (College of Nursing)', 'Rajkumari Amrit Kaur College of Nursing, Delhi (women only)', 'State government nursing colleges (admission through each state’s process)'],
      },
    ],
    action_plan: [
      'Consider PCB for them, adding mathematics if possible to keep research and biotechnology open',
      'Help them prepare for NEET-UG steadily from Class 11 rather than in a final-year rush, and shortlist a plan B course together early',
      'They can try NSEB in Class 11 or 12; it takes biology well beyond the board syllabus',
      'Let them volunteer at a health camp, a blood-donation drive or a hospital help desk to see clinical life as it really is',
      'Explore careers beyond MBBS together: dentistry, veterinary science, nursing, optometry and public health',
    ],
    recommended_streams: ['Science (PCB)'],
  }),
  define({
    code: 'ISE',
    title: 'The Evidence-Minded Leader',
    tagline: 'Turns careful understanding into decisions that help many people.',
    summary:
      'Your child is analytical and sociable, and wants their ideas to make a difference beyond the classroom. They enjoy debates that rest on facts, explain complicated topics patiently, and are quietly confident when it is their turn to lead. News about budgets, elections or public health gets them talking rather than switching off. Economics, public policy, development work and policy journalism suit someone who likes to think hard and then bring others along.',
    strengths: [
      'Enjoys analysing an issue and explaining it aloud',
      'Likes discussion grounded in evidence',
      'Interested in society, economics and public life',
      'Happy to take responsibility in group work',
      'Enjoys making difficult ideas clear to others',
    ],
    challenges: ['May spread themselves across too many activities', 'Can be impatient with routine but necessary tasks'],
    career_clusters: [
      {
        cluster: 'Economics',
        examples: ['St. Stephen’s College, Delhi', 'Gokhale Institute of Politics and Economics, Pune', 'Delhi School of Economics (postgraduate)', 'Presidency University, Kolkata (economics; state university)'],
      },
      {
        cluster: 'Public policy and development',
        examples: ['Azim Premji University, Bengaluru', 'TISS Mumbai', 'Institute of Rural Management, Anand (postgraduate)', 'Ambedkar University Delhi (development studies; state university)'],
      },
      {
        cluster: 'Journalism on policy and the economy',
        examples: ['Indian Institute of Mass Communication, New Delhi', 'Asian College of Journalism, Chennai', 'Kushabhau Thakre Journalism and Mass Communication University, Raipur (state university)'],
      },
      {
        cluster: 'Management consulting',
        examples: ['IIM Indore (IPM)', 'IIM Ahmedabad (postgraduate)', 'Jamnalal Bajaj Institute of Management Studies, Mumbai (University of Mumbai; state university)'],
      },
    ],
    action_plan: [
      'Consider Commerce or Humanities with economics and mathematics for them; many economics honours courses require mathematics',
      'Encourage them to take part in Model UN, parliamentary debating and the International Economics Olympiad selection rounds',
      'In Class 12, they can prepare for CUET-UG and IPMAT',
      'Suggest they read one newspaper editorial a day and write a short opinion piece every week that uses at least one number',
      'Let them spend a summer volunteering with an NGO, a research organisation’s outreach programme or a local civic body',
    ],
    recommended_streams: ['Commerce', 'Humanities'],
  }),
  define({
    code: 'ICR',
    title: 'The Pattern Finder',
    tagline: 'Finds the signal hidden in the numbers and proves that it is real.',
    summary:
      'Your child enjoys numbers, logic and order, and likes a puzzle with a definite answer waiting at the end. Sudoku, coding challenges or cricket statistics may already absorb them for hours. They prefer to work a problem out carefully on their own before sharing it, and they rarely skip a step. Statistics, data science, computer science and actuarial work suit this precise, investigative mind.',
    strengths: [
      'Enjoys numbers, proofs and formal logic',
      'Likes careful, systematic work',
      'Tends to stay with a hard problem until it gives way',
      'At ease with computers and code',
      'Prefers evidence to hunches',
    ],
    challenges: ['May be reluctant to present findings to a group', 'Can get stuck when data is messy or a question has no single answer'],
    career_clusters: [
      {
        cluster: 'Statistics and mathematics',
        examples: ['Indian Statistical Institute, Kolkata (B.Stat)', 'Indian Statistical Institute, Bengaluru (B.Math)', 'Chennai Mathematical Institute', 'University of Calcutta (statistics and mathematics; state university)'],
      },
      {
        cluster: 'Data science',
        examples: ['IIT Madras (BS in Data Science and Applications)', 'IIT Kanpur (Statistics and Data Science)', 'IIIT Hyderabad', 'Delhi Technological University (mathematics and computing; state university)'],
      },
      { cluster: 'Computer science', examples: ['IIIT Delhi (Delhi state university)', 'NIT Tiruchirappalli', 'IIT Guwahati'] },
      {
        cluster: 'Actuarial science',
        examples: ['Institute of Actuaries of India', 'Indian Statistical Institute, Kolkata (statistics route)', 'University of Madras (statistics; state university)'],
      },
    ],
    action_plan: [
      'Consider PCM for them, or Commerce with mathematics if science feels too broad',
      'Encourage them to attempt IOQM, the mathematics olympiad qualifier, and the Zonal Computing Olympiad from Class 9 or 10',
      'Help them learn Python and spreadsheets, then analyse a public data set from data.gov.in on a topic they care about',
      'In Class 12, they can write the ISI and CMI entrance tests alongside JEE Main and CUET-UG',
      'Keep the Actuarial Common Entrance Test in mind for them; it can be taken once Class 12 is done',
    ],
    recommended_streams: ['Science (PCM)', 'Commerce'],
  }),
  define({
    code: 'IEC',
    title: 'The Evidence-Based Strategist',
    tagline: 'Studies the numbers closely, then argues for the plan they support.',
    summary:
      'Your child enjoys analysis that leads somewhere: which phone is the best value, which route is quickest, which team strategy will win the tournament. They like structure and targets, keep track of how they are doing, and are motivated by visible results. Once they have checked a conclusion, they are willing to defend it in front of others. Business analytics, economics, market research and consulting reward this mix of rigour, planning and persuasion.',
    strengths: [
      'Enjoys quantitative and logical questions',
      'Likes setting goals and organising the steps',
      'Tends to plan in clear, checkable steps',
      'Happy to make a reasoned case to others',
      'Prefers to compare options fairly before choosing',
    ],
    challenges: ['May value status over fit when choosing a course', 'Can become anxious when plans change suddenly'],
    career_clusters: [
      {
        cluster: 'Business analytics and management',
        examples: ['IIM Indore (IPM)', 'IIM Rohtak (IPM)', 'NMIMS, Mumbai', 'Bharathidasan Institute of Management, Tiruchirappalli (Bharathidasan University; state university)'],
      },
      {
        cluster: 'Economics and market research',
        examples: ['Gokhale Institute of Politics and Economics, Pune', 'Symbiosis School of Economics, Pune', 'Madras School of Economics (postgraduate)', 'University of Mumbai (Department of Economics; state university)'],
      },
      {
        cluster: 'Operations research and industrial engineering',
        examples: ['IIT Bombay (Industrial Engineering and Operations Research, postgraduate)', 'IIT Kharagpur (Industrial and Systems Engineering)', 'VJTI Mumbai (production engineering; state-aided)'],
      },
      {
        cluster: 'Finance and accounting',
        examples: ['Shri Ram College of Commerce, Delhi', 'The Institute of Chartered Accountants of India (ICAI)', 'IGNOU (open university; B.Com)'],
      },
    ],
    action_plan: [
      'Consider Commerce with mathematics for them, or PCM if engineering is still a possibility',
      'In Class 12, they can prepare for IPMAT and CUET-UG; both reward steady mathematics and reading practice',
      'Let them run a mock investment portfolio or a sports-league spreadsheet for a term, and review the decisions honestly together',
      'Encourage them to join a business or economics club and enter case-study competitions for school students',
      'Arrange a day for them with a relative or family friend who works in sales, banking or analytics, to ask what a normal week looks like',
    ],
    recommended_streams: ['Commerce', 'Science (PCM)'],
  }),
];
