// Profiles led by Artistic: interests in imagining, making and expressing. Written in a neutral voice (issue 28, item 4):
// the student reads them on their own page and the parent in the PDF, so they speak to neither and claim no character.
import { define } from './define';

export const artisticProfiles = [
  define({
    code: 'ASE',
    title: 'Performing for People',
    tagline: 'Music, drama and dance, shared with an audience and a team.',
    summary:
      'Students with this mix light up in front of an audience, whether in a school play, a dance recital, a music competition or a story told at a family gathering. Music, words and movement matter a great deal to them, and so does sharing them with others. Rehearsals, group work and leading a cast are part of the fun. Theatre, music, dance and anchoring are the careers that bring these interests together.',
    strengths: [
      'Enjoys expressing feelings through voice, face and movement',
      'Likes performing on stage, at school events and at family functions',
      'Enjoys rehearsing with a group towards a show',
      'Likes watching an audience and changing a performance to suit it',
      'Interested in how music, dance and drama are put together',
    ],
    challenges: [
      'Rehearsal and competition seasons can clash with exam preparation, so the year needs planning',
      'Performing careers often pay irregularly at first, so a plan for the early years matters',
      'Auditions bring rejections, which are part of the field rather than a verdict on the performer',
    ],
    career_clusters: [
      {
        cluster: 'Theatre and acting',
        examples: ['National School of Drama, New Delhi (after graduation)', 'Bhartendu Academy of Dramatic Arts, Lucknow (state government)', 'FTII Pune (acting, postgraduate)'],
      },
      {
        cluster: 'Music',
        examples: ['Bhatkhande Sanskriti Vishwavidyalaya, Lucknow (state university)', 'KM Music Conservatory, Chennai', 'Faculty of Performing Arts, Banaras Hindu University'],
      },
      {
        cluster: 'Dance',
        examples: ['Kalakshetra Foundation, Chennai', 'Faculty of Performing Arts, MSU Baroda (dance; state university)', 'Indira Kala Sangeet Vishwavidyalaya, Khairagarh (state university)'],
      },
      {
        cluster: 'Broadcasting and anchoring',
        examples: [
          'Indian Institute of Mass Communication, New Delhi',
          'Xavier Institute of Communications, Mumbai',
          'Haridev Joshi University of Journalism and Mass Communication, Jaipur (state university)',
        ],
      },
    ],
    action_plan: [
      'Any stream works; Humanities usually leaves the most time for rehearsals, and many boards offer music or dance as a subject',
      'Regular training with a guru or an academy, with graded exams such as those of the Gandharva Mahavidyalaya, keeps the craft growing',
      'Performing often is the best test of this interest: school festivals, inter-school competitions, SPIC MACAY events and community stages',
      'Recording performances and putting the best in a simple showreel before Class 12 helps with auditions and admissions',
      'A bachelor’s degree in music or performing arts through CUET-UG is a sound first step, since the National School of Drama admits graduates',
    ],
    recommended_streams: ['Humanities', 'Vocational'],
  }),
  define({
    code: 'AES',
    title: 'Creative Ideas That Persuade',
    tagline: 'Turning a bright idea into a message people remember.',
    summary:
      'Students with this mix have ideas to spare and enjoy winning other people over to them. Clever advertisements catch their eye, and slogans for school events or a club’s social media page are their kind of task. A lively team with a deadline, pitching and reworking an idea, is where this interest shows most. Advertising, brand communication, media and fashion communication bring together creativity, persuasion and working with people.',
    strengths: [
      'Enjoys coming up with many ideas for a poster, an event or a campaign',
      'Likes persuading people through speech and writing',
      'Enjoys team projects with a deadline',
      'Interested in what catches people’s attention and why',
      'Likes presenting an idea to a group',
    ],
    challenges: ['Long projects need attention after the exciting start too, so breaking them into stages helps', 'Saying yes to every club and event can leave too little time for studies'],
    career_clusters: [
      {
        cluster: 'Advertising and brand communication',
        examples: [
          'Xavier Institute of Communications, Mumbai',
          'Symbiosis Institute of Media and Communication, Pune',
          'MICA Ahmedabad (postgraduate)',
          'Sir J.J. Institute of Applied Art, Mumbai (state government)',
        ],
      },
      {
        cluster: 'Fashion communication and visual merchandising',
        examples: ['NIFT (campuses across India)', 'Pearl Academy, Delhi', 'Government polytechnics (state-run diplomas in garment technology and fashion design)'],
      },
      {
        cluster: 'Journalism and digital media',
        examples: [
          'AJK Mass Communication Research Centre, Jamia Millia Islamia',
          'Manipal Institute of Communication',
          'Indian Institute of Mass Communication, New Delhi',
          'Makhanlal Chaturvedi National University of Journalism and Communication, Bhopal (state university)',
        ],
      },
    ],
    action_plan: [
      'Any stream works; Humanities or Commerce with a media or marketing elective fits well',
      'Running the social media page or newsletter of a school club, and noting which posts people respond to, is a good first test of this interest',
      'The entrances to plan for are CUET-UG, the NIFT entrance for fashion communication and the Symbiosis Entrance Test for media courses',
      'Ad-making, slogan-writing and short-video competitions give entries worth keeping in a portfolio',
      'A short holiday internship at a local advertising agency, newspaper or radio station shows what the work is like day to day',
    ],
    recommended_streams: ['Humanities', 'Commerce'],
  }),
  define({
    code: 'AIS',
    title: 'Writing About People and Ideas',
    tagline: 'Reading, wondering and writing about why people are as they are.',
    summary:
      'Students with this mix think in stories and sentences. Many read well beyond the syllabus, keep diaries or notebooks and notice how people speak and behave. The curiosity runs deep: why the world is as it is, and how to write about it honestly and with care for the people in the story. Literature, journalism, publishing and screenwriting are the fields where these interests meet.',
    strengths: [
      'Enjoys writing stories, essays and diaries',
      'Likes reading widely, beyond what school asks',
      'Interested in people and the reasons behind what they do',
      'Enjoys thinking a question through alone before discussing it',
      'Likes writing about other people’s lives with care',
    ],
    challenges: [
      'Good writing often stays in a notebook unless there is a place to share it, such as a school magazine or a writing group',
      'Strict word limits and set formats in exams can feel confining, and practising them early helps',
    ],
    career_clusters: [
      {
        cluster: 'Literature and languages',
        examples: [
          'St. Stephen’s College, Delhi',
          'Jadavpur University (Comparative Literature; state university)',
          'The English and Foreign Languages University, Hyderabad',
          'Miranda House, Delhi (women only)',
        ],
      },
      {
        cluster: 'Journalism',
        examples: [
          'Asian College of Journalism, Chennai (postgraduate)',
          'Indian Institute of Mass Communication, New Delhi',
          'Symbiosis Institute of Media and Communication, Pune',
          'University of Mumbai (Department of Communication and Journalism; state university)',
        ],
      },
      {
        cluster: 'Screenwriting and documentary',
        examples: ['FTII Pune (screenwriting, postgraduate)', 'Whistling Woods International, Mumbai', 'K.R. Narayanan National Institute of Visual Science and Arts, Kottayam (state government)'],
      },
    ],
    action_plan: [
      'Humanities with English and a second language, plus history or psychology, is a natural fit',
      'Writing every week, in a blog, a school magazine column or a notebook of short pieces, and keeping every draft, builds the habit and a portfolio',
      'Essay and creative-writing competitions are good tests of this interest, and the Panini Linguistics Olympiad suits anyone fascinated by languages',
      'CUET-UG covers most central universities, so reading the admission pages of favourite colleges early avoids surprises',
      'Interviewing a grandparent or a neighbour about their life and turning it into a long-form story is a good first project',
    ],
    recommended_streams: ['Humanities'],
  }),
  define({
    code: 'ASI',
    title: 'Making Art and Sharing It',
    tagline: 'Creating, and helping others discover they can create too.',
    summary:
      'Students with this mix love to create and love helping others discover that they can create too. Teaching younger cousins to draw, choreographing the class dance or explaining a song line by line are typical of them. They are curious about why people feel and learn the way they do, and enjoy quiet, cooperative groups. Teaching art, music and dance, expressive therapies and children’s media bring these interests together.',
    strengths: [
      'Enjoys creating in more than one art form',
      'Likes teaching a skill to younger children',
      'Interested in feelings, one’s own and other people’s',
      'Enjoys turning a difficult idea into a picture, a song or a game',
      'Likes working in small groups where everyone makes something',
    ],
    challenges: [
      'Art is often treated as a hobby at home and in school, so the careers it leads to need looking into early',
      'Helping many people with their worries can be tiring, and time for one’s own work needs protecting',
    ],
    career_clusters: [
      {
        cluster: 'Teaching art, music and dance',
        examples: ['Faculty of Fine Arts, MSU Baroda (state university)', 'Kalakshetra Foundation, Chennai', 'Regional Institute of Education, Mysuru (NCERT)'],
      },
      {
        cluster: 'Psychology and expressive therapies',
        examples: ['Christ University, Bengaluru', 'TISS Mumbai (postgraduate)', 'IGNOU (open university; BA in psychology)', 'Lady Shri Ram College for Women, Delhi (women only)'],
      },
      {
        cluster: 'Illustration and children’s media',
        examples: ['NID Ahmedabad (Animation Film Design)', 'Srishti Manipal Institute of Art, Design and Technology, Bengaluru', 'College of Art, Delhi (Delhi state government)'],
      },
    ],
    action_plan: [
      'Humanities with psychology and a fine arts or music subject is a natural combination',
      'Volunteering to teach art, music or dance to younger children at a school, an NGO or a community centre is a good first test of this interest',
      'A portfolio that also shows teaching, with workshop plans, photos of sessions and notes from learners, helps with admissions',
      'The entrances to plan for are CUET-UG, NCET for the four-year integrated teacher education programme, and NID DAT if design appeals',
      'Reading about Montessori and art-based learning, and visiting a school that uses them, shows what this work looks like',
    ],
    recommended_streams: ['Humanities', 'Vocational'],
  }),
  define({
    code: 'AIR',
    title: 'Art Built with Technology',
    tagline: 'Images, games and worlds made with code and craft.',
    summary:
      'Students with this mix imagine whole worlds and want to build them. Digital drawing, stop-motion films, game mods or 3D models can fill hours, with new software picked up from online tutorials. They are curious about how effects and animations are actually made, and enjoy the technical puzzle behind a creative idea. Animation, visual effects, game design and creative technology bring art, science and hands-on work together.',
    strengths: [
      'Enjoys drawing characters, scenes and storyboards',
      'Likes exploring design and animation software',
      'Enjoys detailed, frame-by-frame work on a project',
      'Interested in both the art and the technology behind films and games',
      'Likes working on personal projects from idea to finished piece',
    ],
    challenges: ['Long hours at a screen can crowd out sleep and exercise, so a routine helps', 'Showing unfinished work for feedback is part of this field, and it gets easier with practice'],
    career_clusters: [
      {
        cluster: 'Animation and visual effects',
        examples: [
          'NID Ahmedabad (Animation Film Design)',
          'IIT Bombay (IDC School of Design)',
          'Whistling Woods International, Mumbai',
          'Jawaharlal Nehru Architecture and Fine Arts University, Hyderabad (BFA in animation; state university)',
        ],
      },
      {
        cluster: 'Game design and development',
        examples: ['IIIT Delhi (Computer Science and Design; Delhi state university)', 'MIT Institute of Design, Pune', 'IIT Guwahati (Department of Design)'],
      },
      {
        cluster: 'Creative technology and computer graphics',
        examples: ['IIIT Hyderabad', 'IIT Hyderabad (Department of Design)', 'College of Engineering, Guindy (Anna University; computer science; state university)'],
      },
    ],
    action_plan: [
      'PCM keeps computer science and design both open; Humanities with a good art portfolio also works for design schools',
      'Free tools such as Blender, Krita or the Godot game engine, learnt through tutorials, are a good first test of this interest, finishing short projects rather than starting many',
      'A 30-second animation or a small playable game each term, with the best kept in a portfolio, is what design schools ask to see',
      'The entrances to plan for are UCEED, NID DAT and the NIFT entrance, plus JEE Main if computer science is an option',
      'Student game jams and animation festivals, and feedback from working artists, show how the portfolio looks to others',
    ],
    recommended_streams: ['Science (PCM)', 'Humanities'],
  }),
  define({
    code: 'ARI',
    title: 'Designing and Making Things',
    tagline: 'From a sketch of a space or a garment to the finished object.',
    summary:
      'Students with this mix care how things look and enjoy the practical work of turning an idea into a finished object. Rearranging a room, stitching and altering clothes, or building model sets for a school project is their idea of fun. They also ask how materials behave: why one fabric falls better than another, why a shelf needs that particular bracket. Fashion, textile, interior and exhibition design bring together imagination, hands-on making and curiosity.',
    strengths: [
      'Drawn to colour, shape and proportion in clothes, rooms and objects',
      'Enjoys working with fabric, wood, paper and tools',
      'Interested in how different materials behave',
      'Likes turning rough sketches into real objects',
      'Enjoys the careful finishing work at the end of a project',
    ],
    challenges: [
      'A design can always be improved, so setting a finish date for each piece keeps projects moving',
      'Design entrances ask candidates to explain their ideas in words, which takes practice',
    ],
    career_clusters: [
      {
        cluster: 'Fashion and textile design',
        examples: ['NIFT New Delhi', 'Pearl Academy, Delhi', 'NID Ahmedabad (Textile Design)', 'Sir J.J. School of Art, Mumbai (textile design; state government)'],
      },
      {
        cluster: 'Interior and furniture design',
        examples: [
          'CEPT University, Ahmedabad (Interior Design)',
          'NID Ahmedabad (Furniture and Interior Design)',
          'Srishti Manipal Institute of Art, Design and Technology, Bengaluru',
          'Government polytechnics (state-run diplomas in interior design, after Class 10)',
        ],
      },
      {
        cluster: 'Exhibition and stage design',
        examples: [
          'NID Ahmedabad (Exhibition Design)',
          'National School of Drama, New Delhi (stagecraft, after graduation)',
          'Bhartendu Academy of Dramatic Arts, Lucknow (stagecraft; state government)',
        ],
      },
    ],
    action_plan: [
      'Any stream works for design entrances; subjects that leave time for studio work, such as Humanities with painting or fashion studies, help',
      'A sketchbook and a sample box of fabric swatches, material offcuts and photos of favourite spaces are the start of a portfolio',
      'From Class 11, preparation for the NIFT entrance, NID DAT and UCEED, including their studio and situation tests, can begin',
      'A real brief, such as costumes for the school play or a makeover of a corner of the classroom, is a good first test of this interest',
      'Watching a tailor, a furniture maker or a jewellery karigar at work shows how a design becomes a product',
    ],
    recommended_streams: ['Humanities', 'Vocational'],
  }),
  define({
    code: 'AER',
    title: 'Telling Stories on Screen',
    tagline: 'Seeing the story, gathering the crew and getting it filmed.',
    summary:
      'Students with this mix enjoy cameras, lights and editing software, and like leading a creative project. Turning a class trip into a short film, talking friends into acting in it and spending evenings cutting the footage are typical of them. Work whose result can be seen and shared appeals most. Filmmaking, production, photography and digital content bring creativity, leadership and hands-on work together.',
    strengths: [
      'Enjoys organising creative projects and the people in them',
      'Likes working with cameras, sound and editing tools',
      'Enjoys getting friends on board with an idea',
      'Likes projects with a shoot date and a deadline',
      'Drawn to telling stories in pictures',
    ],
    challenges: [
      'Films cost more time, money and paperwork than first planned, so a simple budget helps from the first project',
      'A shoot can take over weeks of evenings, so it needs planning around school deadlines',
    ],
    career_clusters: [
      {
        cluster: 'Film direction and production',
        examples: [
          'FTII Pune (postgraduate)',
          'SRFTI Kolkata (postgraduate)',
          'Whistling Woods International, Mumbai',
          'MGR Government Film and Television Training Institute, Chennai (state government)',
        ],
      },
      {
        cluster: 'Cinematography and editing',
        examples: ['L.V. Prasad Film and TV Academy, Chennai', 'Annapurna College of Film and Media, Hyderabad', 'Government Film and Television Institute, Bengaluru (state government)'],
      },
      { cluster: 'Photography', examples: ['NID Gandhinagar (Photography Design, postgraduate)', 'Sir J.J. School of Art, Mumbai (Applied Art; state government)'] },
      {
        cluster: 'Television and digital production',
        examples: [
          'Indian Institute of Mass Communication, New Delhi',
          'AJK Mass Communication Research Centre, Jamia Millia Islamia',
          'IGNOU (open university; postgraduate diploma in journalism and mass communication)',
        ],
      },
    ],
    action_plan: [
      'Any stream works; Humanities with mass media studies keeps hours free for shooting',
      'A short film every term, made with a phone and free editing software and shown to family and friends, is a good first test of this interest',
      'Being the photographer or videographer at school events teaches planning shots in advance',
      'Film and mass-communication degrees admit through CUET-UG or their own tests, and FTII and SRFTI take graduates; state film institutes charge far lower fees than private film schools',
      'Student film festivals and a holiday internship on a local production show how the work is done',
    ],
    recommended_streams: ['Humanities', 'Vocational'],
  }),
  define({
    code: 'AEC',
    title: 'Creative Work Run as a Business',
    tagline: 'Good taste paired with planning, budgets and sales.',
    summary:
      'Students with this mix love beautiful things and also enjoy the business of getting them to people. Selling handmade goods online, planning the decorations and budget for a family function or keeping a neat, colourful planner often shows this mix early. They like being in charge of a project from the first idea to the sale, with the details in order. Fashion business, design management, publishing and brand management bring together art, business and organisation.',
    strengths: [
      'Enjoys combining good design with practical planning',
      'Likes working out budgets and schedules for a project',
      'Enjoys selling a product or an idea to customers and teams',
      'Likes following a project through to the end',
      'Interested in trends before they take off',
    ],
    challenges: [
      'Doing both the creative and the office work alone can be too much, so sharing tasks early helps',
      'Plans rarely go perfectly, and a short review after each project turns setbacks into lessons',
    ],
    career_clusters: [
      { cluster: 'Fashion business and merchandising', examples: ['NIFT (campuses across India)', 'Pearl Academy, Delhi', 'IGNOU (open university; BBA in retailing)'] },
      {
        cluster: 'Design management and retail design',
        examples: ['MIT Institute of Design, Pune', 'Symbiosis Institute of Design, Pune', 'Delhi Technological University (Department of Design; state university)'],
      },
      {
        cluster: 'Publishing and media management',
        examples: [
          'Xavier Institute of Communications, Mumbai',
          'Symbiosis Institute of Media and Communication, Pune',
          'Osmania University, Hyderabad (Department of Journalism and Mass Communication; state university)',
        ],
      },
      {
        cluster: 'Brand management',
        examples: ['IIM Indore (IPM)', 'MICA Ahmedabad (postgraduate)', 'Department of Management Sciences, Savitribai Phule Pune University (MBA; state university)'],
      },
    ],
    action_plan: [
      'Commerce with a creative elective, or Humanities with economics, both fit well',
      'A small creative venture, selling artwork, cards or upcycled products with proper accounts, is a good first test of this interest',
      'Depending on whether design or business leads, the entrances to plan for are the NIFT entrance, NID DAT, IPMAT or CUET-UG',
      'Managing the budget and decoration for a school fest, with a short review afterwards, gives real experience',
      'Following Indian design brands and craft enterprises, and asking one founder how the business began, shows how these careers start',
    ],
    recommended_streams: ['Commerce', 'Humanities'],
  }),
];
