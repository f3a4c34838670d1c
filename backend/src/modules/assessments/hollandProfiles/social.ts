// Profiles led by Social: interests in helping, teaching and caring for people. Written in a neutral voice (issue 28,
// item 4): the student reads them on their own page and the parent in the PDF, so they speak to neither and claim no
// character.
import { define } from './define';

export const socialProfiles = [
  define({
    code: 'SAE',
    title: 'Teaching with Energy and Ideas',
    tagline: 'Making learning lively and helping people believe in themselves.',
    summary:
      'Students with this mix light up when they explain something and watch a friend finally understand it. Ideas for making a lesson fun, with a song, a skit or a quiz, come easily to them. They are comfortable taking charge of a group, yet what moves them most is seeing other people grow. Teaching, educational content and training are the careers that bring these interests together.',
    strengths: [
      'Enjoys explaining ideas to friends and younger students',
      'Likes making learning fun with songs, skits and quizzes',
      'Enjoys leading a group activity',
      'Interested in how people learn and what helps them',
      'Likes speaking in front of a class',
    ],
    challenges: [
      'Teaching is sometimes called “not ambitious enough”, so it helps to know how varied and well regarded good teaching careers are',
      'Helping many people at once can leave little time for one’s own studies and rest',
    ],
    career_clusters: [
      {
        cluster: 'School teaching',
        examples: [
          'Regional Institute of Education, Bhopal (NCERT)',
          'Regional Institute of Education, Ajmer (NCERT)',
          'Azim Premji University, Bengaluru',
          'District Institutes of Education and Training (DIETs; state-run diploma in elementary education)',
        ],
      },
      {
        cluster: 'Early childhood education',
        examples: ['IGNOU (open university; Diploma in Early Childhood Care and Education)', 'Lady Irwin College, Delhi (Human Development and Childhood Studies) (women only)'],
      },
      {
        cluster: 'Language teaching',
        examples: [
          'The English and Foreign Languages University, Hyderabad',
          'Jawaharlal Nehru University (School of Language, Literature and Culture Studies)',
          'Savitribai Phule Pune University (Department of Foreign Languages; state university)',
        ],
      },
      {
        cluster: 'Educational technology and content',
        examples: ['IIT Bombay (Educational Technology, postgraduate)', 'TISS Mumbai (Education, postgraduate)', 'IGNOU (open university; MA in education)'],
      },
    ],
    action_plan: [
      'The stream that holds the favourite subject is the right one, since teachers specialise; Humanities suits most teaching routes',
      'Tutoring younger students, or volunteering with an NGO that runs after-school learning centres, is a good first test of this interest',
      'The entrances to plan for are NCET for the four-year integrated teacher education programme, or CUET-UG for a subject degree first',
      'The debate, drama or quiz club gives practice in speaking to a room',
      'A short explainer video on a favourite topic, with feedback from younger children, shows what works in teaching',
    ],
    recommended_streams: ['Humanities', 'Science (PCM)', 'Science (PCB)'],
  }),
  define({
    code: 'SAI',
    title: 'Understanding People and Their Feelings',
    tagline: 'Listening closely and helping people find their own answers.',
    summary:
      'Students with this mix are often the friend others turn to when something is wrong. Listening, noticing feelings that are never said aloud and wondering what makes people the way they are come up again and again in their answers. Many also express themselves through writing, art or music. Counselling, psychology and child development are the fields where these interests meet.',
    strengths: [
      'Enjoys listening to friends and helping them think a problem through',
      'Interested in human behaviour and the reasons behind it',
      'Likes reading about the mind, feelings and relationships',
      'Enjoys expressing thoughts through writing or the arts',
      'Likes one-to-one conversations more than large crowds',
    ],
    challenges: [
      'Other people’s worries can be hard to put down at the end of the day, so time to switch off matters',
      'Becoming a psychologist takes a long training, including a postgraduate degree, so the route needs planning from the start',
    ],
    career_clusters: [
      {
        cluster: 'Psychology and counselling',
        examples: ['Christ University, Bengaluru', 'Fergusson College, Pune', 'IGNOU (open university; BA and MA in psychology)', 'Lady Shri Ram College for Women, Delhi (women only)'],
      },
      {
        cluster: 'Clinical psychology (postgraduate)',
        examples: ['NIMHANS, Bengaluru', 'Central Institute of Psychiatry, Ranchi', 'Institute of Human Behaviour and Allied Sciences (IHBAS), Delhi (Delhi state government)'],
      },
      {
        cluster: 'Child development and family studies',
        examples: ['IGNOU (open university; MSc in Counselling and Family Therapy)', 'Lady Irwin College, Delhi (women only)'],
      },
    ],
    action_plan: [
      'Humanities with psychology fits best; PCB with psychology also works where the school allows it',
      'A peer-support, buddy or anti-bullying programme at school is a good first test of this interest, and one can be started with a teacher’s help',
      'CUET-UG leads to psychology honours; practising as a clinical psychologist then needs postgraduate training recognised by the Rehabilitation Council of India',
      'A reflective journal, and readable books on psychology, keep the interest growing',
      'A holiday spent volunteering with a mental-health awareness NGO, in a role that is not counselling, shows the field from inside',
    ],
    recommended_streams: ['Humanities', 'Science (PCB)'],
  }),
  define({
    code: 'SIA',
    title: 'Helping People Speak, Hear and Learn',
    tagline: 'Science and creativity used to help people communicate.',
    summary:
      'Students with this mix combine an interest in helping with a scientific curiosity about how people learn, speak and understand. Waiting for a classmate who stammers, or learning sign language from videos just out of interest, is typical of them. They like careful observation and creative ways of reaching each person. Speech and hearing therapy, occupational therapy and special education turn these interests into a profession.',
    strengths: [
      'Enjoys helping someone learn a little more each week',
      'Interested in biology, language and the mind',
      'Likes finding new ways to explain something to a person who finds it hard',
      'Enjoys spending time with children',
      'Interested in sign language and other ways of communicating',
    ],
    challenges: [
      'Relatives may ask about medicine instead, so it helps to learn how these professions are trained and paid',
      'Progress in therapy can be slow, and seeing the small steps takes practice',
    ],
    career_clusters: [
      {
        cluster: 'Speech-language pathology and audiology',
        examples: [
          'All India Institute of Speech and Hearing, Mysuru',
          'Ali Yavar Jung National Institute of Speech and Hearing Disabilities, Mumbai',
          'Manipal College of Health Professions',
          'Madras Medical College, Chennai (BASLP; state government)',
        ],
      },
      {
        cluster: 'Occupational therapy',
        examples: [
          'School of Occupational Therapy, Seth G.S. Medical College and KEM Hospital, Mumbai',
          'CMC Vellore',
          'SVNIRTAR, Cuttack',
          'Government Medical College, Nagpur (Occupational Therapy School; state government)',
        ],
      },
      {
        cluster: 'Special education',
        examples: [
          'National Institute for the Empowerment of Persons with Intellectual Disabilities, Secunderabad',
          'NIEPMD, Chennai',
          'Regional Institute of Education, Mysuru (NCERT)',
          'IGNOU (open university; B.Ed in special education)',
        ],
      },
    ],
    action_plan: [
      'PCB is the usual stream; several speech, hearing and therapy courses also accept PCM, so each course’s rules are worth checking',
      'Basic Indian Sign Language, from the free material of the Indian Sign Language Research and Training Centre, is a good first test of this interest',
      'Volunteering at an inclusive school or a special-education centre in the holidays shows the work up close',
      'BASLP, BOT and B.Ed (Special Education) courses admit through NEET-UG, state tests or the institutes’ own tests, so their dates need tracking from Class 11',
      'Asking a speech therapist or an occupational therapist about a typical day, and sitting in on a session if allowed, shows what the work is like',
    ],
    recommended_streams: ['Science (PCB)'],
  }),
  define({
    code: 'SIR',
    title: 'Practical Care and Health Science',
    tagline: 'Health science put to work for people, hands on.',
    summary:
      'Students with this mix like helping in a practical, hands-on way. Cleaning a friend’s scraped knee, helping when someone feels faint, and then wanting to know exactly what went wrong: that is this mix at work. Science that is useful straight away appeals most, especially when it means doing something concrete for someone in need. Nursing, optometry, public health and nutrition bring together care for people, curiosity about the body and practical work.',
    strengths: [
      'Enjoys first aid and practical ways of helping people',
      'Interested in how the body works and what keeps it healthy',
      'Likes lab practicals and step-by-step procedures',
      'Enjoys helping nervous people feel at ease',
      'Likes work that shows its result the same day',
    ],
    challenges: [
      'Many families see MBBS as the only health career, so it helps to learn how varied and respected the other routes are',
      'Care work has long shifts, so rest and one’s own health need protecting',
    ],
    career_clusters: [
      {
        cluster: 'Nursing',
        examples: [
          'Manipal College of Nursing',
          'State government nursing colleges (admission through each state’s process)',
          'Rajkumari Amrit Kaur College of Nursing, Delhi (women only)',
          'College of Nursing, AFMC Pune (women only)',
        ],
      },
      {
        cluster: 'Optometry and vision care',
        examples: ['Elite School of Optometry, Chennai', 'AIIMS New Delhi (B.Sc Ophthalmic Techniques)', 'Tamil Nadu government medical colleges (Bachelor of Optometry; state government)'],
      },
      {
        cluster: 'Public health',
        examples: [
          'Indian Institute of Public Health, Gandhinagar',
          'Indian Institute of Public Health, Delhi',
          'TISS Mumbai (postgraduate)',
          'Savitribai Phule Pune University (Master of Public Health; state university)',
        ],
      },
      {
        cluster: 'Nutrition and dietetics',
        examples: ['IGNOU (open university; diploma in nutrition and health education)', 'Lady Irwin College, Delhi (women only)'],
      },
    ],
    action_plan: [
      'PCB is the stream for these courses, and careful practicals matter, since most nursing and allied health courses ask for both',
      'A first-aid and home-nursing course with St John Ambulance or the Indian Red Cross Society is a good first test of this interest',
      'Volunteering at a primary health centre, a blood-donation drive or an old-age home shows what care work is like',
      'Many nursing and allied health courses now admit through NEET-UG, and government colleges charge far lower fees than private ones',
      'Optometry, nutrition and public health are worth exploring alongside nursing, since they share the same mix of care and science',
    ],
    recommended_streams: ['Science (PCB)'],
  }),
  define({
    code: 'SEC',
    title: 'Organising Help for People',
    tagline: 'Bringing people together and keeping things running smoothly.',
    summary:
      'Students with this mix enjoy helping people and also the planning that makes help work: sign-up lists, schedules, who brings what. Class duties, event registration and keeping records for a club are the kind of tasks they volunteer for. They like a fair, clear system that everyone can follow. Human resources, hospital and school administration, and business administration bring together people, leadership and organisation.',
    strengths: [
      'Enjoys helping classmates and teachers with practical tasks',
      'Likes making lists, schedules and records',
      'Interested in how groups share work fairly',
      'Enjoys running a stall, a desk or an event',
      'Likes being given a responsibility for a whole term',
    ],
    challenges: [
      'Saying yes to every request can lead to overload, so choosing a few roles helps',
      'Sudden changes and vague instructions are common in real workplaces, and practice with them helps',
    ],
    career_clusters: [
      {
        cluster: 'Human resource management',
        examples: [
          'XLRI Jamshedpur (postgraduate)',
          'TISS Mumbai (Human Resources Management and Labour Relations, postgraduate)',
          'Christ University, Bengaluru (BBA)',
          'Jamnalal Bajaj Institute of Management Studies, Mumbai (University of Mumbai; state university)',
        ],
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
      'Commerce with mathematics or business studies fits best, or Humanities with economics',
      'A real organising role, such as class representative, house captain or coordinator for a school event, is a good first test of this interest',
      'The entrances to plan for are CUET-UG for BBA and BMS courses, and IPMAT for the integrated management programmes',
      'Volunteering at a hospital help desk, an NGO office or a community kitchen shows how people-centred work is run',
      'Spreadsheets and office software are everyday tools in these careers and are worth learning well',
    ],
    recommended_streams: ['Commerce', 'Humanities'],
  }),
  define({
    code: 'SEA',
    title: 'Working with People for a Cause',
    tagline: 'Rallying people around a cause and making change happen.',
    summary:
      'Students with this mix care about fairness and want to do something about it, not just talk. Organising collection drives, speaking up for classmates and making a cause feel exciting through posters, street plays or speeches are typical of them. They enjoy meeting people from many backgrounds and finding fresh ways to get a message across. Social work, development, law and public policy bring these interests together.',
    strengths: [
      'Enjoys organising drives, campaigns and community projects',
      'Likes speaking to persuade and inspire',
      'Enjoys meeting people from different backgrounds',
      'Likes creating posters, street plays and messages for a cause',
      'Interested in fairness, rights and how society works',
    ],
    challenges: ['Real change is slow, so small, visible goals help keep going', 'Causes can take up the time needed for exam preparation, so they need a fixed place in the week'],
    career_clusters: [
      {
        cluster: 'Social work',
        examples: ['TISS Mumbai', 'Madras School of Social Work, Chennai', 'Delhi School of Social Work, University of Delhi', 'IGNOU (open university; Bachelor and Master of Social Work)'],
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
      'Humanities with political science, sociology or economics is a natural fit',
      'A real project, such as a book bank, a clean-up drive or a tuition circle for neighbourhood children, is a good first test of this interest',
      'The entrances to plan for are CUET-UG for the social sciences, and CLAT if law and advocacy appeal',
      'Debating, Model UN and writing for the school magazine on chosen issues build the skills these fields use',
      'A summer with a grassroots NGO, with a journal of what worked and what did not, shows the field from inside',
    ],
    recommended_streams: ['Humanities'],
  }),
  define({
    code: 'SCE',
    title: 'Looking After Guests and Customers',
    tagline: 'Making sure people are looked after well, every single time.',
    summary:
      'Students with this mix enjoy helping people in a well-organised way. Clear routines, a tidy space and a guest, customer or classmate who leaves happy all appeal to them. Running a counter, a stall or a welcome desk at a school event is their kind of task. Hospitality, travel and tourism, and banking services bring together service, order and business.',
    strengths: [
      'Enjoys welcoming guests and answering their questions',
      'Likes planning a day with clear routines and times',
      'Enjoys busy events where many people need help at once',
      'Likes following a set procedure step by step',
      'Enjoys taking charge of a service task from start to finish',
    ],
    challenges: ['Service work brings difficult requests, and learning to refuse politely is part of the training', 'Busy seasons upset routines, so practice with changing plans helps'],
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
        examples: [
          'Narsee Monjee College of Commerce and Economics, Mumbai',
          'National Institute of Bank Management, Pune (postgraduate)',
          'University of Mumbai (B.Com in banking and insurance; state university)',
        ],
      },
    ],
    action_plan: [
      'Commerce suits most service careers; a tourism or hospitality vocational subject adds practical skills',
      'Helping at the welcome desk or registration counter of school events is a good first test of this interest',
      'The entrances to plan for are NCHM JEE for hotel management and CUET-UG for tourism and commerce degrees',
      'A foreign language, or a second Indian language, learnt to a conversational level, is valued in all these careers',
      'A short summer stint at a hotel, a travel agency or a bank branch, where one can be arranged, shows the work from inside',
    ],
    recommended_streams: ['Commerce', 'Vocational'],
  }),
  define({
    code: 'SRE',
    title: 'Sport, Coaching and Teams',
    tagline: 'Getting people moving, believing and playing as a team.',
    summary:
      'Students with this mix enjoy sport and enjoy helping others get better at it. Showing a younger player the right technique, organising a match or cheering a friend through the last lap are typical of them. How the team does often matters more to them than their own score. Physical education, coaching, sports management and adventure education bring together people, physical activity and leadership.',
    strengths: [
      'Enjoys sport and physical activity',
      'Likes encouraging teammates and younger players',
      'Enjoys showing a technique by doing it',
      'Likes organising matches and practice sessions',
      'Interested in training, fitness and how teams improve',
    ],
    challenges: ['Training can crowd out studies in exam years, so a timetable for both helps', 'Coaching and sports courses also have written theory, which needs regular time'],
    career_clusters: [
      {
        cluster: 'Physical education and coaching',
        examples: [
          'Tamil Nadu Physical Education and Sports University, Chennai (state university)',
          'Swarnim Gujarat Sports University, Gandhinagar (state university)',
          'Netaji Subhas National Institute of Sports, Patiala',
        ],
      },
      {
        cluster: 'Sports management',
        examples: [
          'International Institute of Sports Management, Mumbai',
          'Symbiosis School of Sports Sciences, Pune',
          'Tamil Nadu Physical Education and Sports University, Chennai (sports management; state university)',
        ],
      },
      {
        cluster: 'Adventure and outdoor education',
        examples: [
          'Nehru Institute of Mountaineering, Uttarkashi',
          'Himalayan Mountaineering Institute, Darjeeling (run by the defence ministry with the West Bengal state government)',
          'Atal Bihari Vajpayee Institute of Mountaineering and Allied Sports, Manali',
        ],
      },
    ],
    action_plan: [
      'Any stream works; physical education as a board subject helps, and biology helps for sports science',
      'Coaching or refereeing certificates in a favourite sport, through the district or state association, are a good first step',
      'Coaching a junior team or helping run a summer sports camp for neighbourhood children is a good first test of this interest',
      'After Class 12, a bachelor’s in physical education and sports (BPES) or sports science is the usual route; many colleges combine CUET-UG with a fitness and skill test',
      'A basic mountaineering or adventure course at one of the national institutes, once old enough, shows whether outdoor work appeals',
    ],
    recommended_streams: ['Humanities', 'Science (PCB)', 'Vocational'],
  }),
];
