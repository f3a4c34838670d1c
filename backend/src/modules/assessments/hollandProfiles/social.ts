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
      'Enjoys explaining ideas with enthusiasm',
      'Tends to be warm, encouraging and patient',
      'Likes making learning fun',
      'Happy leading a group',
      'Often reads the mood of a room',
    ],
    challenges: ['May hear that teaching is “not ambitious enough” and start doubting themselves', 'Can take on too many people’s problems and neglect their own rest'],
    career_clusters: [
      {
        cluster: 'School teaching',
        examples: ['Regional Institute of Education, Bhopal (NCERT)', 'Regional Institute of Education, Ajmer (NCERT)', 'Azim Premji University, Bengaluru', 'District Institutes of Education and Training (DIETs; state-run diploma in elementary education)'],
      },
      {
        cluster: 'Early childhood education',
        examples: ['Lady Irwin College, Delhi (Human Development and Childhood Studies; women only)', 'SNDT Women’s University, Mumbai (women only; state university)', 'IGNOU (open university; Diploma in Early Childhood Care and Education)'],
      },
      {
        cluster: 'Language teaching',
        examples: ['The English and Foreign Languages University, Hyderabad', 'Jawaharlal Nehru University (School of Language, Literature and Culture Studies)', 'Savitribai Phule Pune University (Department of Foreign Languages; state university)'],
      },
      {
        cluster: 'Educational technology and content',
        examples: ['IIT Bombay (Educational Technology, postgraduate)', 'TISS Mumbai (Education, postgraduate)', 'IGNOU (open university; MA in education)'],
      },
    ],
    action_plan: [
      'Help them choose the stream that holds their favourite subject, since teachers specialise; Humanities suits most teaching routes',
      'Encourage them to tutor younger students, or volunteer with an NGO that runs after-school learning centres',
      'They can prepare for NCET for the four-year integrated teacher education programme, or CUET-UG for a subject degree first',
      'Suggest the debate, drama or quiz club to build their confidence in speaking to a room',
      'Encourage them to record a short explainer video on a topic they love and ask younger children for honest feedback',
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
      'Tends to listen attentively and without judging',
      'Often senses unspoken feelings',
      'Curious about human behaviour',
      'Enjoys expressing themselves through writing or the arts',
      'Cares about keeping confidences',
    ],
    challenges: ['May carry other people’s worries home and find it hard to switch off', 'Can avoid conflict even when a firm word is needed'],
    career_clusters: [
      {
        cluster: 'Psychology and counselling',
        examples: ['Christ University, Bengaluru', 'Fergusson College, Pune', 'Lady Shri Ram College for Women, Delhi (women only)', 'IGNOU (open university; BA and MA in psychology)'],
      },
      {
        cluster: 'Clinical psychology (postgraduate)',
        examples: ['NIMHANS, Bengaluru', 'Central Institute of Psychiatry, Ranchi', 'Institute of Human Behaviour and Allied Sciences (IHBAS), Delhi (Delhi state government)'],
      },
      {
        cluster: 'Child development and family studies',
        examples: ['Lady Irwin College, Delhi (women only)', 'Faculty of Family and Community Sciences, MSU Baroda (state university)'],
      },
    ],
    action_plan: [
      'Consider Humanities with psychology for them; PCB with psychology also works if the school allows it',
      'Encourage them to join a peer-support, buddy or anti-bullying programme at school, or start one with a teacher’s help',
      'As they prepare for CUET-UG for psychology honours, keep in mind that practising as a clinical psychologist needs postgraduate training recognised by the Rehabilitation Council of India',
      'Suggest they keep a reflective journal, and read accessible psychology books together',
      'Let them volunteer in a non-counselling role with a mental-health awareness NGO during the holidays',
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
      'Tends to be patient and encouraging',
      'Often notices small signs of progress',
      'Interested in biology, language and the mind',
      'Enjoys finding new ways to reach someone',
      'At ease with children and with people who find communication hard',
    ],
    challenges: ['May doubt a less familiar profession when relatives keep asking about medicine', 'Can become discouraged when progress is slow'],
    career_clusters: [
      {
        cluster: 'Speech-language pathology and audiology',
        examples: ['All India Institute of Speech and Hearing, Mysuru', 'Ali Yavar Jung National Institute of Speech and Hearing Disabilities, Mumbai', 'Manipal College of Health Professions', 'Madras Medical College, Chennai (BASLP; state government)'],
      },
      {
        cluster: 'Occupational therapy',
        examples: ['School of Occupational Therapy, Seth G.S. Medical College and KEM Hospital, Mumbai', 'CMC Vellore', 'SVNIRTAR, Cuttack', 'Government Medical College, Nagpur (Occupational Therapy School; state government)'],
      },
      {
        cluster: 'Special education',
        examples: ['National Institute for the Empowerment of Persons with Intellectual Disabilities, Secunderabad', 'NIEPMD, Chennai', 'Regional Institute of Education, Mysuru (NCERT)', 'IGNOU (open university; B.Ed in special education)'],
      },
    ],
    action_plan: [
      'Consider PCB for them; several speech, hearing and therapy courses also accept PCM, so check each one',
      'Encourage them to learn basic Indian Sign Language using the free material of the Indian Sign Language Research and Training Centre',
      'Let them volunteer at an inclusive school or a special-education centre during the holidays',
      'Track admissions together for BASLP, BOT and B.Ed (Special Education) courses, which use NEET-UG, state tests or the institutes’ own tests',
      'Help them ask a speech therapist or an occupational therapist to describe a typical day, and sit in on a session if allowed',
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
      'Tends to stay calm and practical in a crisis',
      'Cares for people without fuss',
      'Interested in how the body works',
      'Comfortable with routines and procedures',
      'Likes putting nervous people at ease',
    ],
    challenges: ['May rank their own career choice below MBBS in their mind', 'Can neglect their own rest while caring for others'],
    career_clusters: [
      {
        cluster: 'Nursing',
        examples: ['College of Nursing, AFMC Pune (women only)', 'Manipal College of Nursing', 'Rajkumari Amrit Kaur College of Nursing, Delhi (women only)', 'State government nursing colleges (admission through each state’s process)'],
      },
      {
        cluster: 'Optometry and vision care',
        examples: ['Elite School of Optometry, Chennai', 'AIIMS New Delhi (B.Sc Ophthalmic Techniques)', 'Tamil Nadu government medical colleges (Bachelor of Optometry; state government)'],
      },
      {
        cluster: 'Public health',
        examples: ['Indian Institute of Public Health, Gandhinagar', 'Indian Institute of Public Health, Delhi', 'TISS Mumbai (postgraduate)', 'Savitribai Phule Pune University (Master of Public Health; state university)'],
      },
      {
        cluster: 'Nutrition and dietetics',
        examples: ['Lady Irwin College, Delhi (women only)', 'Faculty of Family and Community Sciences, MSU Baroda (foods and nutrition; state university)', 'SNDT Women’s University, Mumbai (women only)', 'IGNOU (open university; diploma in nutrition and health education)'],
      },
    ],
    action_plan: [
      'Consider PCB for them, and encourage careful practicals; most nursing and allied health courses require both',
      'Help them complete a first-aid and home-nursing course with St John Ambulance or the Indian Red Cross Society',
      'Let them volunteer at a primary health centre, a blood-donation drive or an old-age home',
      'They can write NEET-UG, which many nursing and allied courses now use, and institute tests such as the AIIMS B.Sc Nursing entrance, which is open to women only',
      'Explore optometry, nutrition and public health together alongside nursing, since all of them need the same care and precision',
    ],
    recommended_streams: ['Science (PCB)'],
  }),
  define({
    code: 'SEC',
    title: 'The People Organiser',
    tagline: 'Brings people together and keeps things running smoothly.',
    summary:
      'Your child is friendly, dependable and quietly in charge. They enjoy helping people and also enjoy the planning that makes help work: sign-up lists, schedules, who brings what. Teachers trust them with responsibilities, and classmates trust them to be fair. Human resources, hospital and school administration, and business administration suit this sociable, organised and steady mix.',
    strengths: [
      'Tends to be friendly and approachable',
      'Likes lists, schedules and records',
      'Cares about fairness among classmates',
      'Happy to take responsibility',
      'Keeps warm and patient through routine tasks',
    ],
    challenges: ['May say yes to every request and end up overloaded', 'Can be uneasy with sudden change or vague instructions'],
    career_clusters: [
      {
        cluster: 'Human resource management',
        examples: ['XLRI Jamshedpur (postgraduate)', 'TISS Mumbai (Human Resources Management and Labour Relations, postgraduate)', 'Christ University, Bengaluru (BBA)', 'Jamnalal Bajaj Institute of Management Studies, Mumbai (University of Mumbai; state university)'],
      },
      {
        cluster: 'Hospital and health administration',
        examples: ['IIHMR University, Jaipur', 'AIIMS New Delhi (Master of Hospital Administration)', 'IGNOU (open university; postgraduate diploma in hospital and health management)'],
      },
      {
        cluster: 'Business administration',
        examples: ['Shaheed Sukhdev College of Business Studies, Delhi', 'IIM Rohtak (IPM)', 'NMIMS, Mumbai', 'University of Mumbai (BMS through affiliated colleges; state university)'],
      },
    ],
    action_plan: [
      'Consider Commerce with mathematics or business studies for them, or Humanities with economics',
      'Encourage them to take on a real organising role: class representative, house captain or coordinator for a school event',
      'They can prepare for CUET-UG for BBA and BMS courses, and IPMAT for the integrated management programmes',
      'Let them volunteer at a hospital help desk, an NGO office or a community kitchen to see people-centred operations',
      'Help them learn spreadsheets and office software well; these are everyday tools in these careers',
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
      'Cares strongly about fairness and purpose',
      'Enjoys speaking to persuade and inspire',
      'Likes connecting with people from different backgrounds',
      'Enjoys creating campaigns and messages',
      'Energised by organising people around a cause',
    ],
    challenges: ['May feel frustrated when change is slow', 'Can overcommit to causes and let exam preparation slip'],
    career_clusters: [
      {
        cluster: 'Social work',
        examples: ['TISS Mumbai', 'Madras School of Social Work, Chennai', 'Nirmala Niketan College of Social Work, Mumbai', 'IGNOU (open university; Bachelor and Master of Social Work)'],
      },
      {
        cluster: 'Development and rural management',
        examples: ['Institute of Rural Management, Anand (postgraduate)', 'Azim Premji University, Bengaluru', 'Ambedkar University Delhi (development studies; state university)'],
      },
      { cluster: 'Law and advocacy', examples: ['National Law School of India University, Bengaluru (state university)', 'NALSAR University of Law, Hyderabad'] },
      {
        cluster: 'Public policy and governance',
        examples: ['Ashoka University', 'Jindal School of Government and Public Policy, Sonipat', 'IGNOU (open university; MA in public administration)'],
      },
    ],
    action_plan: [
      'For them, Humanities with political science, sociology or economics is a natural fit',
      'Encourage them to start or join a real project, such as a book bank, a clean-up drive or a tuition circle for neighbourhood children',
      'They can prepare for CUET-UG for the social sciences, and for CLAT if law and advocacy appeal',
      'Encourage them to debate, take part in Model UN and write for the school magazine on the issues they care about',
      'Let them spend a summer with a grassroots NGO and keep a journal of what worked and what did not',
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
      'Tends to be courteous and patient with people',
      'Likes being organised and punctual',
      'Comfortable when things get busy',
      'Prefers following procedures carefully',
      'Happy to take ownership of a service task',
    ],
    challenges: ['May find it hard to refuse unreasonable requests', 'Can feel stressed when the routine is broken'],
    career_clusters: [
      {
        cluster: 'Hotel and hospitality management',
        examples: ['IHM Chennai', 'IHM Kolkata', 'Oberoi Centre of Learning and Development, Delhi', 'State government IHMs (through NCHM JEE)'],
      },
      {
        cluster: 'Travel and tourism',
        examples: ['Indian Institute of Tourism and Travel Management, Gwalior', 'Kerala Institute of Tourism and Travel Studies, Thiruvananthapuram (state government)'],
      },
      {
        cluster: 'Banking and financial services',
        examples: ['Narsee Monjee College of Commerce and Economics, Mumbai', 'National Institute of Bank Management, Pune (postgraduate)', 'University of Mumbai (B.Com in banking and insurance; state university)'],
      },
    ],
    action_plan: [
      'For them, Commerce suits most service careers; a tourism or hospitality vocational subject adds practical skills',
      'Encourage them to volunteer at the welcome desk or registration counter of school events and learn to handle queries calmly',
      'They can prepare for NCHM JEE for hotel management and CUET-UG for tourism and commerce degrees',
      'Help them learn a foreign language, or a second Indian language, to a conversational level',
      'If a family friend can arrange it, let them spend a short summer stint at a hotel, travel agency or bank branch',
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
      'Energised by sport and physical activity',
      'Enjoys encouraging teammates and younger players',
      'Likes teaching by demonstrating',
      'Enjoys organising matches and practice sessions',
      'Tends to bounce back after a loss',
    ],
    challenges: ['May put training ahead of studies in exam years', 'Can be impatient with theory and written work'],
    career_clusters: [
      {
        cluster: 'Physical education and coaching',
        examples: ['Tamil Nadu Physical Education and Sports University, Chennai (state university)', 'Swarnim Gujarat Sports University, Gandhinagar (state university)', 'Netaji Subhas National Institute of Sports, Patiala'],
      },
      {
        cluster: 'Sports management',
        examples: ['International Institute of Sports Management, Mumbai', 'Symbiosis School of Sports Sciences, Pune', 'Tamil Nadu Physical Education and Sports University, Chennai (sports management; state university)'],
      },
      {
        cluster: 'Adventure and outdoor education',
        examples: ['Nehru Institute of Mountaineering, Uttarkashi', 'Himalayan Mountaineering Institute, Darjeeling (run by the defence ministry with the West Bengal state government)', 'Atal Bihari Vajpayee Institute of Mountaineering and Allied Sports, Manali'],
      },
    ],
    action_plan: [
      'Any stream works for them; physical education as a board subject helps, and biology helps for sports science',
      'Help them earn coaching or refereeing certificates in their sport through the district or state association',
      'Encourage them to coach a junior team or help run a summer sports camp for neighbourhood children',
      'After Class 12, they can apply for a bachelor’s in physical education and sports (BPES) or sports science; many combine CUET-UG with a fitness and skill test',
      'Once they are old enough, let them do a basic mountaineering or adventure course at one of the national institutes',
    ],
    recommended_streams: ['Humanities', 'Science (PCB)', 'Vocational'],
  }),
];
