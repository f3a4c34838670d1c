// Profiles led by Social: students who feel most useful when they are helping, teaching or caring for people.
import { define } from './define';

export const socialProfiles = [
  define({
    code: 'SAE',
    title: 'The Classroom Spark',
    tagline: 'Makes learning lively and helps people believe in themselves.',
    summary:
      'Your child lights up when they explain something and watch a friend finally understand it. They are warm, expressive and full of ideas for making a lesson fun, whether that means a song, a skit or a quiz. They are comfortable taking charge of a group and enjoy being looked up to, yet what moves them most is other people’s growth. Teaching, educational content and training suit this caring, creative and confident mix.',
    strengths: [
      'Explains ideas clearly and with enthusiasm',
      'Warm, encouraging and patient',
      'Creative in making learning fun',
      'Comfortable leading a group',
      'Reads the mood of a room',
    ],
    challenges: ['May hear that teaching is “not ambitious enough” and start doubting themselves', 'Can take on too many people’s problems and neglect their own rest'],
    career_clusters: [
      { cluster: 'School teaching', examples: ['Regional Institute of Education, Bhopal (NCERT)', 'Regional Institute of Education, Ajmer (NCERT)', 'Azim Premji University, Bengaluru'] },
      { cluster: 'Early childhood education', examples: ['Lady Irwin College, Delhi (Human Development and Childhood Studies)', 'SNDT Women’s University, Mumbai'] },
      { cluster: 'Language teaching', examples: ['The English and Foreign Languages University, Hyderabad', 'Jawaharlal Nehru University (School of Language, Literature and Culture Studies)'] },
      { cluster: 'Educational technology and content', examples: ['IIT Bombay (Educational Technology, postgraduate)', 'TISS Mumbai (Education, postgraduate)'] },
    ],
    action_plan: [
      'Choose the stream that holds their favourite subject, since teachers specialise; Humanities suits most teaching routes',
      'Tutor younger students, or volunteer with an NGO that runs after-school learning centres',
      'Prepare for NCET for the four-year integrated teacher education programme, or CUET-UG for a subject degree first',
      'Join the debate, drama or quiz club to build confidence in speaking to a room',
      'Record a short explainer video on a topic they love and ask younger children for honest feedback',
    ],
    recommended_streams: ['Humanities', 'Science (PCM)', 'Science (PCB)'],
  }),
  define({
    code: 'SAI',
    title: 'The Empathetic Listener',
    tagline: 'Listens deeply and helps people find their own answers.',
    summary:
      'Your child is the friend others turn to when something is wrong. They listen without judging, sense feelings that are never said aloud, and are curious about what makes people the way they are. They are imaginative and sensitive, and often express themselves through writing, art or music. Counselling, psychology and child development suit this caring, reflective and creative mind.',
    strengths: [
      'An attentive, non-judgemental listener',
      'Sensitive to unspoken feelings',
      'Curious about human behaviour',
      'Expresses themselves through writing or the arts',
      'Trustworthy with confidences',
    ],
    challenges: ['May carry other people’s worries home and find it hard to switch off', 'Can avoid conflict even when a firm word is needed'],
    career_clusters: [
      { cluster: 'Psychology and counselling', examples: ['Christ University, Bengaluru', 'Fergusson College, Pune', 'Lady Shri Ram College for Women, Delhi'] },
      { cluster: 'Clinical psychology (postgraduate)', examples: ['NIMHANS, Bengaluru', 'Central Institute of Psychiatry, Ranchi'] },
      { cluster: 'Child development and family studies', examples: ['Lady Irwin College, Delhi', 'Faculty of Family and Community Sciences, MSU Baroda'] },
    ],
    action_plan: [
      'Choose Humanities with psychology; PCB with psychology also works if the school allows it',
      'Join a peer-support, buddy or anti-bullying programme at school, or start one with a teacher’s help',
      'Prepare for CUET-UG for psychology honours, knowing that practising as a clinical psychologist needs postgraduate training recognised by the Rehabilitation Council of India',
      'Keep a reflective journal and read accessible psychology books together',
      'Volunteer in a non-counselling role with a mental-health awareness NGO during the holidays',
    ],
    recommended_streams: ['Humanities', 'Science (PCB)'],
  }),
  define({
    code: 'SIA',
    title: 'The Healing Communicator',
    tagline: 'Uses science and sensitivity to help people speak, hear and learn.',
    summary:
      'Your child is patient and kind, with a scientific curiosity about how people learn, speak and understand. They may be the one who waits for a classmate who stammers, or who learns sign language from videos simply because it interests them. They like combining careful observation with creative ways of reaching each person. Speech and hearing therapy, occupational therapy and special education turn this blend of care, curiosity and imagination into a profession.',
    strengths: [
      'Very patient and encouraging',
      'Notices small signs of progress',
      'Interested in biology, language and the mind',
      'Creative in finding new ways to reach someone',
      'Calm with children and with people who find communication hard',
    ],
    challenges: ['May doubt a less familiar profession when relatives keep asking about medicine', 'Can become discouraged when progress is slow'],
    career_clusters: [
      {
        cluster: 'Speech-language pathology and audiology',
        examples: ['All India Institute of Speech and Hearing, Mysuru', 'Ali Yavar Jung National Institute of Speech and Hearing Disabilities, Mumbai', 'Manipal College of Health Professions'],
      },
      { cluster: 'Occupational therapy', examples: ['School of Occupational Therapy, Seth G.S. Medical College and KEM Hospital, Mumbai', 'CMC Vellore', 'SVNIRTAR, Cuttack'] },
      {
        cluster: 'Special education',
        examples: ['National Institute for the Empowerment of Persons with Intellectual Disabilities, Secunderabad', 'NIEPMD, Chennai', 'Regional Institute of Education, Mysuru (NCERT)'],
      },
    ],
    action_plan: [
      'Take PCB; several speech, hearing and therapy courses also accept PCM, so check each one',
      'Learn basic Indian Sign Language using the free material of the Indian Sign Language Research and Training Centre',
      'Volunteer at an inclusive school or a special-education centre during the holidays',
      'Track admissions for BASLP, BOT and B.Ed (Special Education) courses, which use NEET-UG, state tests or the institutes’ own tests',
      'Ask a speech therapist or an occupational therapist to describe a typical day, and sit in on a session if allowed',
    ],
    recommended_streams: ['Science (PCB)'],
  }),
  define({
    code: 'SIR',
    title: 'The Steady Caregiver',
    tagline: 'Calm hands, a clear head and a big heart at the bedside.',
    summary:
      'Your child combines a caring nature with a practical, no-fuss way of helping. They are the one who cleans a friend’s scraped knee, keeps a cool head when someone faints, and then wants to know exactly what went wrong. They like science that is useful straight away, and they are happiest doing something concrete for someone in need. Nursing, optometry, public health and nutrition suit this kind, curious and hands-on combination.',
    strengths: [
      'Calm and practical in a crisis',
      'Caring without fuss',
      'Interested in how the body works',
      'Reliable with routines and procedures',
      'Puts nervous people at ease',
    ],
    challenges: ['May rank their own career choice below MBBS in their mind', 'Can neglect their own rest while caring for others'],
    career_clusters: [
      { cluster: 'Nursing', examples: ['College of Nursing, AFMC Pune', 'Manipal College of Nursing', 'Rajkumari Amrit Kaur College of Nursing, Delhi'] },
      { cluster: 'Optometry and vision care', examples: ['Elite School of Optometry, Chennai', 'AIIMS New Delhi (B.Sc Ophthalmic Techniques)'] },
      { cluster: 'Public health', examples: ['Indian Institute of Public Health, Gandhinagar', 'Indian Institute of Public Health, Delhi', 'TISS Mumbai (postgraduate)'] },
      { cluster: 'Nutrition and dietetics', examples: ['Lady Irwin College, Delhi', 'Institute of Home Economics, Delhi', 'SNDT Women’s University, Mumbai'] },
    ],
    action_plan: [
      'Take PCB and do the practicals carefully; most nursing and allied health courses require it',
      'Complete a first-aid and home-nursing course with St John Ambulance or the Indian Red Cross Society',
      'Volunteer at a primary health centre, a blood-donation drive or an old-age home',
      'Write NEET-UG, which many nursing and allied courses now use, and track institute tests such as the AIIMS B.Sc Nursing entrance',
      'Explore optometry, nutrition and public health alongside nursing, since all of them need the same care and precision',
    ],
    recommended_streams: ['Science (PCB)'],
  }),
  define({
    code: 'SEC',
    title: 'The People Organiser',
    tagline: 'Brings people together and keeps things running smoothly.',
    summary:
      'Your child is friendly, dependable and quietly in charge. They enjoy helping people and are also good at the planning that makes help work: sign-up lists, schedules, who brings what. Teachers trust them with responsibilities, and classmates trust them to be fair. Human resources, hospital and school administration, and business administration suit this sociable, organised and steady mix.',
    strengths: [
      'Friendly and approachable',
      'Organised with lists, schedules and records',
      'Fair, and trusted by peers',
      'Takes responsibility willingly',
      'Handles routine tasks without losing warmth',
    ],
    challenges: ['May say yes to every request and end up overloaded', 'Can be uneasy with sudden change or vague instructions'],
    career_clusters: [
      { cluster: 'Human resource management', examples: ['XLRI Jamshedpur (postgraduate)', 'TISS Mumbai (Human Resources Management and Labour Relations, postgraduate)', 'Christ University, Bengaluru (BBA)'] },
      { cluster: 'Hospital and health administration', examples: ['IIHMR University, Jaipur', 'AIIMS New Delhi (Master of Hospital Administration)'] },
      { cluster: 'Business administration', examples: ['Shaheed Sukhdev College of Business Studies, Delhi', 'IIM Rohtak (IPM)', 'NMIMS, Mumbai'] },
    ],
    action_plan: [
      'Choose Commerce with mathematics or business studies, or Humanities with economics',
      'Take on a real organising role: class representative, house captain or coordinator for a school event',
      'Prepare for CUET-UG for BBA and BMS courses, and IPMAT for the integrated management programmes',
      'Volunteer at a hospital help desk, an NGO office or a community kitchen to see people-centred operations',
      'Learn spreadsheets and office software well; they are everyday tools in these careers',
    ],
    recommended_streams: ['Commerce', 'Humanities'],
  }),
  define({
    code: 'SEA',
    title: 'The Community Champion',
    tagline: 'Rallies people around a cause and makes change happen.',
    summary:
      'Your child cares about fairness and wants to do something about it, not just talk. They organise collection drives, speak up for classmates, and can make a cause feel exciting through posters, street plays or speeches. They are warm with people, bold when it matters and inventive in how they get a message across. Social work, development, law and public policy suit this caring, persuasive and imaginative blend.',
    strengths: [
      'Strong sense of fairness and purpose',
      'Persuasive and inspiring speaker',
      'Connects easily with people from different backgrounds',
      'Creative in campaigns and messages',
      'Energetic organiser',
    ],
    challenges: ['May feel frustrated when change is slow', 'Can overcommit to causes and let exam preparation slip'],
    career_clusters: [
      { cluster: 'Social work', examples: ['TISS Mumbai', 'Madras School of Social Work, Chennai', 'Nirmala Niketan College of Social Work, Mumbai', 'Delhi School of Social Work (postgraduate)'] },
      { cluster: 'Development and rural management', examples: ['Institute of Rural Management, Anand (postgraduate)', 'Azim Premji University, Bengaluru'] },
      { cluster: 'Law and advocacy', examples: ['National Law School of India University, Bengaluru', 'NALSAR University of Law, Hyderabad'] },
      { cluster: 'Public policy and governance', examples: ['Ashoka University', 'Jindal School of Government and Public Policy, Sonipat'] },
    ],
    action_plan: [
      'Humanities with political science, sociology or economics is a natural fit',
      'Start or join a real project, such as a book bank, a clean-up drive or a tuition circle for neighbourhood children',
      'Prepare for CUET-UG for the social sciences, and for CLAT if law and advocacy appeal',
      'Debate, take part in Model UN, and write for the school magazine on the issues they care about',
      'Spend a summer with a grassroots NGO and keep a journal of what worked and what did not',
    ],
    recommended_streams: ['Humanities'],
  }),
  define({
    code: 'SCE',
    title: 'The Service Professional',
    tagline: 'Makes sure people are looked after well, every single time.',
    summary:
      'Your child enjoys helping people in a reliable, well-organised way. They like clear routines, a tidy space and the satisfaction of a guest, customer or classmate who leaves happy. Put them in charge of a counter, a stall or a welcome desk and they will keep it running calmly. Hospitality, travel and tourism, and banking services reward this friendly, orderly and responsible style.',
    strengths: [
      'Courteous and patient with people',
      'Organised and punctual',
      'Keeps calm when things get busy',
      'Follows procedures carefully',
      'Takes ownership of a service task',
    ],
    challenges: ['May find it hard to refuse unreasonable requests', 'Can feel stressed when the routine is broken'],
    career_clusters: [
      { cluster: 'Hotel and hospitality management', examples: ['IHM Chennai', 'IHM Kolkata', 'Oberoi Centre of Learning and Development, Delhi'] },
      { cluster: 'Travel and tourism', examples: ['Indian Institute of Tourism and Travel Management, Gwalior', 'Kerala Institute of Tourism and Travel Studies, Thiruvananthapuram'] },
      { cluster: 'Banking and financial services', examples: ['Narsee Monjee College of Commerce and Economics, Mumbai', 'National Institute of Bank Management, Pune (postgraduate)'] },
    ],
    action_plan: [
      'Commerce suits most service careers; a tourism or hospitality vocational subject adds practical skills',
      'Volunteer at the welcome desk or registration counter of school events and learn to handle queries calmly',
      'Prepare for NCHM JEE for hotel management and CUET-UG for tourism and commerce degrees',
      'Learn a foreign language, or a second Indian language, to a conversational level',
      'Spend a short summer stint at a hotel, travel agency or bank branch if a family friend can arrange it',
    ],
    recommended_streams: ['Commerce', 'Vocational'],
  }),
  define({
    code: 'SRE',
    title: 'The Coach on the Field',
    tagline: 'Gets people moving, believing and playing as a team.',
    summary:
      'Your child is energetic, sporty and naturally encouraging. They enjoy showing a younger player the right technique, organising a match, or pushing a friend through the last lap. They learn by doing, and they care more about how the team performs than about their own score. Physical education, coaching, sports management and adventure education suit this sociable, practical and take-charge combination.',
    strengths: [
      'Energetic and physically skilled',
      'Encouraging with teammates and younger players',
      'Teaches by demonstrating',
      'Organises matches and practice sessions',
      'Bounces back after a loss',
    ],
    challenges: ['May put training ahead of studies in exam years', 'Can be impatient with theory and written work'],
    career_clusters: [
      {
        cluster: 'Physical education and coaching',
        examples: ['Tamil Nadu Physical Education and Sports University, Chennai', 'Swarnim Gujarat Sports University, Gandhinagar', 'Netaji Subhas National Institute of Sports, Patiala'],
      },
      { cluster: 'Sports management', examples: ['International Institute of Sports Management, Mumbai', 'Symbiosis School of Sports Sciences, Pune'] },
      {
        cluster: 'Adventure and outdoor education',
        examples: ['Nehru Institute of Mountaineering, Uttarkashi', 'Himalayan Mountaineering Institute, Darjeeling', 'Atal Bihari Vajpayee Institute of Mountaineering and Allied Sports, Manali'],
      },
    ],
    action_plan: [
      'Any stream works; choose physical education as a board subject, and biology helps for sports science',
      'Earn coaching or refereeing certificates in their sport through the district or state association',
      'Coach a junior team or help run a summer sports camp for neighbourhood children',
      'After Class 12, apply for a bachelor’s in physical education and sports (BPES) or sports science; many combine CUET-UG with a fitness and skill test',
      'Once old enough, do a basic mountaineering or adventure course at one of the national institutes',
    ],
    recommended_streams: ['Humanities', 'Science (PCB)', 'Vocational'],
  }),
];
