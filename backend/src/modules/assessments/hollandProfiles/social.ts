// Profiles led by Social: students who feel most alive when they help, teach or care.
import { define } from './define';

export const socialProfiles = [
  define({
    code: 'SAE',
    title: 'The Inspiring Teacher',
    tagline: 'Makes learning lively and makes people believe in themselves.',
    summary:
      'Your child loves explaining, encouraging and bringing energy to a group. They use stories, drawings and humour to make ideas stick, and they enjoy leading activities. Teaching, training, counselling and youth work let them combine creativity with care.',
    strengths: ['Warm and encouraging', 'Creative explainer', 'Confident with groups', 'Notices who is left out'],
    challenges: ['May neglect their own studies while helping others', 'Can be hurt when people do not respond'],
    career_clusters: [
      { cluster: 'School teaching and education', examples: ['Regional Institutes of Education (NCERT)', 'Azim Premji University, Bengaluru', 'Lady Shri Ram College, Delhi'] },
      { cluster: 'Corporate training and learning design', examples: ['TISS Mumbai', 'Christ University, Bengaluru'] },
      { cluster: 'Youth and community work', examples: ['TISS Mumbai', 'Madras School of Social Work'] },
    ],
    action_plan: [
      'Humanities keeps the most options; any stream works for teaching a subject they love',
      'Tutor younger students or teach at an NGO on weekends',
      'Prepare for CUET-UG and the National Common Entrance Test for the four-year ITEP',
      'Lead a club and notice what makes people participate',
    ],
    recommended_streams: ['Humanities'],
  }),
  define({
    code: 'SAI',
    title: 'The Empathetic Counsellor',
    tagline: 'Listens deeply and helps people find their own answers.',
    summary:
      'Your child is the friend others come to with problems. They listen without judging and think about why people feel as they do. They enjoy reading about the mind. Psychology, counselling, special education and social work suit their sensitivity and curiosity.',
    strengths: ['Listens carefully', 'Understands emotions', 'Reflective and curious', 'Trusted by others'],
    challenges: ['Must learn to protect their own wellbeing', 'May avoid conflict even when it is needed'],
    career_clusters: [
      { cluster: 'Psychology and counselling', examples: ['University of Delhi', 'Christ University, Bengaluru', 'NIMHANS (postgraduate)'] },
      { cluster: 'Special education and rehabilitation', examples: ['National Institute for the Empowerment of Persons with Intellectual Disabilities, Secunderabad', 'Ali Yavar Jung National Institute of Speech and Hearing Disabilities, Mumbai'] },
      { cluster: 'Social work', examples: ['TISS Mumbai', 'Delhi School of Social Work'] },
    ],
    action_plan: [
      'Humanities with psychology, or PCB with psychology',
      'Take a basic course in psychological first aid or peer listening',
      'Prepare for CUET-UG',
      'Volunteer with an organisation for children or the elderly for a full term',
    ],
    recommended_streams: ['Humanities', 'Science (PCB)'],
  }),
  define({
    code: 'SEC',
    title: 'The People Organiser',
    tagline: 'Brings people together and keeps things running smoothly.',
    summary:
      'Your child likes people and likes order. They enjoy organising events, managing a team and making sure everyone is looked after. They are dependable and diplomatic. Human resources, hospitality, school administration and public services suit them.',
    strengths: ['Organised and sociable', 'Diplomatic in disagreements', 'Dependable', 'Good at coordinating many tasks'],
    challenges: ['May find it hard to say no', 'Can prefer harmony over necessary change'],
    career_clusters: [
      { cluster: 'Human resources', examples: ['XLRI Jamshedpur (postgraduate)', 'TISS Mumbai (HRM)', 'Symbiosis Centre for Management and Human Resource Development'] },
      { cluster: 'Hospitality management', examples: ['IHM Pusa, New Delhi', 'Welcomgroup Graduate School of Hotel Administration, Manipal'] },
      { cluster: 'Public administration', examples: ['Indian Institute of Public Administration, New Delhi', 'University of Hyderabad'] },
    ],
    action_plan: [
      'Commerce or Humanities',
      'Organise a school event from start to finish and keep notes on what worked',
      'Prepare for CUET-UG, NCHMCT JEE or IPMAT depending on interest',
      'Take a part-time or volunteer role that involves scheduling people',
    ],
    recommended_streams: ['Commerce', 'Humanities'],
  }),
  define({
    code: 'SIA',
    title: 'The Health Educator',
    tagline: 'Combines science and compassion to help people live better.',
    summary:
      'Your child is curious about health and cares about people. They like explaining what they learn, and they are creative in how they do it. Nursing, nutrition, public health and health communication give them a way to help people with knowledge.',
    strengths: ['Caring and knowledgeable', 'Explains clearly', 'Curious about health', 'Works well in teams'],
    challenges: ['May feel that only MBBS counts', 'Can be emotionally affected by illness around them'],
    career_clusters: [
      { cluster: 'Nursing', examples: ['AIIMS New Delhi (B.Sc. Nursing)', 'CMC Vellore', 'Armed Forces Medical College, Pune'] },
      { cluster: 'Nutrition and dietetics', examples: ['Lady Irwin College, Delhi', 'Avinashilingam Institute, Coimbatore'] },
      { cluster: 'Public health', examples: ['Public Health Foundation of India institutes', 'Manipal Academy of Higher Education'] },
    ],
    action_plan: [
      'Take PCB',
      'Prepare for NEET-UG and institute tests for nursing and nutrition',
      'Run a health awareness session in school on sleep, diet or screens',
      'Volunteer with a vaccination or health camp',
    ],
    recommended_streams: ['Science (PCB)'],
  }),
  define({
    code: 'SIR',
    title: 'The Therapist',
    tagline: 'Uses hands-on skill to help people regain what they lost.',
    summary:
      'Your child wants to help people in practical ways. They are patient, observant and comfortable with physical tasks. They are interested in how the body works. Physiotherapy, occupational therapy, speech therapy and optometry suit them.',
    strengths: ['Patient and encouraging', 'Practical and observant', 'Interested in biology', 'Celebrates small progress'],
    challenges: ['Needs to persist through long clinical training', 'May undersell allied health careers to peers'],
    career_clusters: [
      { cluster: 'Physiotherapy and occupational therapy', examples: ['AIIMS New Delhi', 'Manipal College of Health Professions', 'Seth G.S. Medical College, Mumbai'] },
      { cluster: 'Speech and hearing', examples: ['All India Institute of Speech and Hearing, Mysuru', 'Ali Yavar Jung National Institute, Mumbai'] },
      { cluster: 'Optometry', examples: ['Elite School of Optometry, Chennai', 'AIIMS New Delhi'] },
    ],
    action_plan: [
      'Take PCB',
      'Shadow a therapist for a week during holidays',
      'Write NEET-UG and the AIISH and institute entrance tests',
      'Learn sign language basics or first aid: both are valued',
    ],
    recommended_streams: ['Science (PCB)'],
  }),
  define({
    code: 'SEA',
    title: 'The Community Leader',
    tagline: 'Rallies people around a cause and makes it happen.',
    summary:
      'Your child cares about fairness and enjoys leading people to change something. They speak well, inspire others and come up with creative ways to spread a message. Social entrepreneurship, development work, law and public life suit them.',
    strengths: ['Inspires and mobilises people', 'Articulate speaker', 'Creative campaigner', 'Strong sense of fairness'],
    challenges: ['May take on too many causes', 'Can get frustrated with slow institutions'],
    career_clusters: [
      { cluster: 'Development and social enterprise', examples: ['TISS Mumbai', 'Azim Premji University', 'Institute of Rural Management Anand (postgraduate)'] },
      { cluster: 'Law and human rights', examples: ['National Law School of India University, Bengaluru', 'NALSAR Hyderabad'] },
      { cluster: 'Public policy and civil services', examples: ['Ashoka University', 'LBSNAA (after UPSC)'] },
    ],
    action_plan: [
      'Humanities with political science or economics',
      'Lead a small campaign in school or the neighbourhood and measure its effect',
      'Prepare for CLAT and CUET-UG',
      'Take part in debates and Model UN',
    ],
    recommended_streams: ['Humanities'],
  }),
  define({
    code: 'SCE',
    title: 'The Service Manager',
    tagline: 'Makes sure people are served well, every single time.',
    summary:
      'Your child likes helping people through good systems: a well-run front desk, an organised clinic, a smooth admission process. They are courteous, reliable and organised. Banking, hospital administration, airline services and customer operations suit them.',
    strengths: ['Courteous and patient', 'Organised and reliable', 'Follows procedures well', 'Calm with difficult people'],
    challenges: ['May avoid roles that need risk-taking', 'Can be too hard on themselves over small mistakes'],
    career_clusters: [
      { cluster: 'Hospital and healthcare administration', examples: ['AIIMS New Delhi (hospital administration, postgraduate)', 'Manipal Academy of Higher Education'] },
      { cluster: 'Banking and customer operations', examples: ['Institute of Banking Personnel Selection exams', 'Shri Ram College of Commerce'] },
      { cluster: 'Aviation and travel services', examples: ['Indira Gandhi Rashtriya Uran Akademi (related programmes)', 'IHM Mumbai'] },
    ],
    action_plan: [
      'Commerce with accountancy, or Humanities',
      'Volunteer at a help desk during a school event or a clinic',
      'Prepare for CUET-UG; look at BBA and B.Com programmes',
      'Learn spreadsheets and basic office software well',
    ],
    recommended_streams: ['Commerce', 'Humanities'],
  }),
  define({
    code: 'SRI',
    title: 'The Field Caregiver',
    tagline: 'Works outdoors and hands-on to care for people and communities.',
    summary:
      'Your child is active, kind and practical. They enjoy helping in real settings: a village camp, a sports team, a relief effort. They are curious about how things work and unafraid of physical work. Rural development, sports medicine, veterinary work and disaster response suit them.',
    strengths: ['Practical and caring', 'Resilient in tough conditions', 'Team player', 'Curious about science'],
    challenges: ['May struggle with long theory courses', 'Can overlook their own health'],
    career_clusters: [
      { cluster: 'Veterinary and animal care', examples: ['Indian Veterinary Research Institute, Izatnagar', 'Madras Veterinary College'] },
      { cluster: 'Rural development', examples: ['Institute of Rural Management Anand', 'National Institute of Rural Development, Hyderabad'] },
      { cluster: 'Disaster management', examples: ['National Institute of Disaster Management', 'TISS Mumbai (Disaster Studies)'] },
    ],
    action_plan: [
      'PCB for veterinary and health routes; Humanities for development work',
      'Join NSS, NCC or a relief volunteer group',
      'Write NEET-UG for veterinary science, or CUET for development courses',
      'Spend a week in a rural camp or an animal shelter',
    ],
    recommended_streams: ['Science (PCB)', 'Humanities'],
  }),
];
