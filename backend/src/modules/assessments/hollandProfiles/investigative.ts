// Profiles led by Investigative: students who need to understand why before they are satisfied.
import { define } from './define';

export const investigativeProfiles = [
  define({
    code: 'IRC',
    title: 'The Laboratory Scientist',
    tagline: 'Asks precise questions and checks every answer twice.',
    summary:
      'Your child loves finding out how the world works through careful experiments and measurements. They prefer evidence to opinion, and they enjoy the quiet focus of a lab bench or a problem set. Their accuracy is an asset. Research, diagnostics and engineering science are where this patience pays off.',
    strengths: ['Rigorous and accurate', 'Enjoys experiments and data', 'Works independently for long stretches', 'Strong in mathematics and science'],
    challenges: ['May avoid presenting or networking', 'Can get lost in detail and miss deadlines'],
    career_clusters: [
      { cluster: 'Pure and applied sciences', examples: ['IISc Bengaluru', 'IISER Pune', 'NISER Bhubaneswar'] },
      { cluster: 'Chemical and materials engineering', examples: ['ICT Mumbai', 'IIT Bombay', 'IIT Kanpur'] },
      { cluster: 'Forensic and diagnostic science', examples: ['National Forensic Sciences University, Gandhinagar', 'AIIMS New Delhi (laboratory sciences)'] },
    ],
    action_plan: [
      'Take PCM or PCB (or PCMB) and protect time for practicals',
      'Try the National Science Olympiads (NSEP, NSEC, NSEB) in Class 11 and 12',
      'Apply for KVPY-style research camps and IISER Aptitude Test; write JEE too',
      'Do a summer project with a college lab or a science centre',
    ],
    recommended_streams: ['Science (PCM)', 'Science (PCB)'],
  }),
  define({
    code: 'IRE',
    title: 'The Engineering Thinker',
    tagline: 'Designs solutions and is not shy about pushing them through.',
    summary:
      'Your child combines strong analytical thinking with a practical streak and the drive to see ideas used. They enjoy hard problems in maths and physics, and they like seeing a solution turned into something that works. Technology roles that lead to building products or teams suit them.',
    strengths: ['Strong logical and mathematical ability', 'Practical about what will work', 'Ambitious and competitive', 'Learns new technology quickly'],
    challenges: ['May chase the "top" option over what they enjoy', 'Can be dismissive of slower teammates'],
    career_clusters: [
      { cluster: 'Computer science and software engineering', examples: ['IIT Bombay', 'IIIT Hyderabad', 'BITS Pilani'] },
      { cluster: 'Aerospace and mechanical engineering', examples: ['IIT Madras', 'Indian Institute of Space Science and Technology, Thiruvananthapuram'] },
      { cluster: 'Technology entrepreneurship', examples: ['IIT Delhi (Foundation for Innovation and Technology Transfer)', 'IIM Bangalore (NSRCEL incubator)'] },
    ],
    action_plan: [
      'Take PCM with computer science if available',
      'Prepare for JEE Main and Advanced, and try the Indian National Olympiad in Informatics',
      'Build and publish one software or hardware project a year on GitHub',
      'Join a hackathon: it tests teamwork as much as code',
    ],
    recommended_streams: ['Science (PCM)'],
  }),
  define({
    code: 'IAS',
    title: 'The Thoughtful Explorer of People',
    tagline: 'Studies minds and cultures with curiosity and care.',
    summary:
      'Your child is fascinated by why people think and behave as they do. They read widely, question easy answers and enjoy discussions that go deep. They care about people, and they express ideas well. Psychology, social research and the humanities offer them both rigour and meaning.',
    strengths: ['Curious and reflective', 'Reads and writes well', 'Empathetic listener', 'Comfortable with complex ideas'],
    challenges: ['May overthink decisions', 'Can feel pressured towards science streams they do not enjoy'],
    career_clusters: [
      { cluster: 'Psychology and mental health', examples: ['University of Delhi (Lady Shri Ram College)', 'Christ University, Bengaluru', 'NIMHANS (postgraduate)'] },
      { cluster: 'Social sciences and research', examples: ['TISS Mumbai', 'Jawaharlal Nehru University', 'Ashoka University'] },
      { cluster: 'Public policy and development', examples: ['Azim Premji University, Bengaluru', 'IIT Madras (Humanities and Development Studies)'] },
    ],
    action_plan: [
      'Humanities with psychology, or PCB with psychology if the school allows',
      'Read one serious non-fiction book a month and discuss it with someone',
      'Prepare for CUET-UG for central universities',
      'Volunteer with a mental-health helpline awareness drive or a survey project',
    ],
    recommended_streams: ['Humanities', 'Science (PCB)'],
  }),
  define({
    code: 'IAR',
    title: 'The Scientific Designer',
    tagline: 'Brings imagination to technical problems.',
    summary:
      'Your child enjoys both the logic of science and the freedom of creative work. They might design a game, model a building, or visualise data beautifully. They get bored when a task is only rules, and equally when it is only feelings. Fields such as architecture, computational design and animation technology combine both.',
    strengths: ['Visual and analytical at once', 'Original problem solver', 'Self-directed learner', 'Good with software tools'],
    challenges: ['May start many projects and finish few', 'Can resist subjects they find "boring" even when needed'],
    career_clusters: [
      { cluster: 'Architecture and urban design', examples: ['SPA Delhi', 'IIT Kharagpur', 'CEPT University, Ahmedabad'] },
      { cluster: 'Game design and animation technology', examples: ['NID Ahmedabad', 'IIT Guwahati (Design)', 'MIT Institute of Design, Pune'] },
      { cluster: 'Data visualisation and human-computer interaction', examples: ['IIIT Delhi', 'IIT Bombay (IDC)'] },
    ],
    action_plan: [
      'PCM keeps both engineering and architecture open',
      'Learn a design tool (Blender, Figma or SketchUp) and build a small portfolio',
      'Prepare for JEE Main Paper 2 or NATA, plus UCEED for design',
      'Enter a design or science fair with a project that is both clever and beautiful',
    ],
    recommended_streams: ['Science (PCM)'],
  }),
  define({
    code: 'ISA',
    title: 'The Caring Clinician',
    tagline: 'Understands the science of illness and the person behind it.',
    summary:
      'Your child is drawn to biology and to people in equal measure. They want to understand how the body and mind work, and they want that knowledge to help someone. They are patient and observant. Medicine, clinical psychology and public health reward this blend of rigour and compassion.',
    strengths: ['Strong in biology and chemistry', 'Compassionate and patient', 'Observes carefully before concluding', 'Communicates gently'],
    challenges: ['May feel the NEET pressure heavily', 'Can absorb others’ distress'],
    career_clusters: [
      { cluster: 'Medicine and dentistry', examples: ['AIIMS New Delhi', 'CMC Vellore', 'Maulana Azad Medical College, Delhi'] },
      { cluster: 'Clinical psychology', examples: ['NIMHANS Bengaluru (postgraduate)', 'Central Institute of Psychiatry, Ranchi'] },
      { cluster: 'Public health and nutrition', examples: ['Public Health Foundation of India institutes', 'Lady Irwin College, Delhi'] },
    ],
    action_plan: [
      'Take PCB; add mathematics to keep research options wider',
      'Prepare for NEET-UG steadily from Class 11, with a plan B course shortlisted',
      'Volunteer at a health camp or hospital help desk',
      'Learn about careers beyond MBBS: nursing, optometry, audiology, public health',
    ],
    recommended_streams: ['Science (PCB)'],
  }),
  define({
    code: 'ISE',
    title: 'The Knowledge Leader',
    tagline: 'Turns understanding into decisions that help many people.',
    summary:
      'Your child is analytical and sociable, and they like their ideas to matter in the world. They enjoy debates grounded in evidence and are good at explaining. Economics, policy, consulting and the civil services suit someone who wants to think hard and then lead others with what they know.',
    strengths: ['Analytical and articulate', 'Enjoys discussion and persuasion', 'Interested in society and economics', 'Takes responsibility'],
    challenges: ['May spread themselves across too many activities', 'Can be impatient with routine tasks'],
    career_clusters: [
      { cluster: 'Economics and policy', examples: ['Delhi School of Economics (postgraduate)', 'Shri Ram College of Commerce', 'Gokhale Institute of Politics and Economics, Pune'] },
      { cluster: 'Civil services', examples: ['LBSNAA, Mussoorie (after UPSC)', 'St. Stephen’s College, Delhi (graduate route)'] },
      { cluster: 'Management consulting', examples: ['IIM Indore (IPM)', 'IIM Ahmedabad (postgraduate)'] },
    ],
    action_plan: [
      'Commerce with maths, or Humanities with economics and maths',
      'Take part in Model UN and economics quizzes',
      'Prepare for CUET-UG and IPMAT',
      'Read a newspaper editorial daily and write a short opinion every week',
    ],
    recommended_streams: ['Commerce', 'Humanities'],
  }),
  define({
    code: 'ICR',
    title: 'The Data Detective',
    tagline: 'Finds the pattern in the numbers and proves it.',
    summary:
      'Your child enjoys numbers, logic and order. Puzzles, statistics and coding appeal to them because there is a right answer to find. They are careful and prefer to work things out alone before sharing. Data science, statistics, actuarial work and software testing suit this precise, investigative mind.',
    strengths: ['Excellent with numbers and logic', 'Careful and systematic', 'Persistent with hard problems', 'Comfortable with computers'],
    challenges: ['May be reluctant to present findings', 'Can be stuck when data is messy or incomplete'],
    career_clusters: [
      { cluster: 'Statistics and data science', examples: ['Indian Statistical Institute, Kolkata', 'Chennai Mathematical Institute', 'IIT Madras (BS in Data Science)'] },
      { cluster: 'Actuarial science', examples: ['Institute of Actuaries of India', 'Christ University, Bengaluru'] },
      { cluster: 'Computer science', examples: ['IIIT Bangalore', 'NIT Trichy'] },
    ],
    action_plan: [
      'Take PCM or Commerce with maths',
      'Try the ISI and CMI entrance exams and the mathematics olympiad',
      'Learn Python and spreadsheets; analyse a public data set from data.gov.in',
      'Look at the Actuarial Common Entrance Test as an option',
    ],
    recommended_streams: ['Science (PCM)', 'Commerce'],
  }),
  define({
    code: 'IEC',
    title: 'The Strategic Analyst',
    tagline: 'Thinks in numbers, plans in steps, and wants to win.',
    summary:
      'Your child enjoys analysis that leads to a decision: which investment, which plan, which route. They like structure and targets and are motivated by results. Finance, analytics and strategy roles reward someone who can both crunch the numbers and argue for what they show.',
    strengths: ['Quantitative and logical', 'Goal-driven', 'Plans carefully', 'Confident in making a case'],
    challenges: ['May value status over fit', 'Can become anxious when plans change'],
    career_clusters: [
      { cluster: 'Finance and investment', examples: ['Shri Ram College of Commerce', 'NMIMS Mumbai', 'IIM Calcutta (postgraduate)'] },
      { cluster: 'Business analytics', examples: ['IIM Rohtak (IPM)', 'IIT Kharagpur (Industrial Engineering)'] },
      { cluster: 'Chartered financial analysis and accounting', examples: ['ICAI', 'CFA Institute programme'] },
    ],
    action_plan: [
      'Commerce with maths, or PCM if engineering is still on the table',
      'Prepare for IPMAT and CUET; consider the CA Foundation',
      'Run a mock portfolio for a term and review it honestly',
      'Join a business or finance club and take part in case competitions',
    ],
    recommended_streams: ['Commerce', 'Science (PCM)'],
  }),
];
