// Profiles led by Artistic: students who need room to imagine, make and express.
import { define } from './define';

export const artisticProfiles = [
  define({
    code: 'ASE',
    title: 'The Born Performer',
    tagline: 'Lights up a stage and carries the audience along.',
    summary:
      'Your child comes alive in front of an audience, whether in a school play, a dance recital, a music competition or a story told at a family gathering. They feel music, words and movement deeply, and love sharing that feeling with others. Rehearsals, teamwork and applause give them energy, and they are not afraid to lead a group. Theatre, music, dance, anchoring and other performing careers give this expressive, sociable and confident mix a home.',
    strengths: [
      'Enjoys expressing themselves with voice, face and movement',
      'At ease in front of a crowd',
      'Likes lifting the mood of an ensemble',
      'Tends to rehearse hard when a performance matters',
      'Enjoys reading an audience and adapting on the spot',
    ],
    challenges: ['Can be hurt by criticism or a rejected audition', 'May let academics slide during a production season', 'Needs a realistic plan for income in the early years'],
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
        examples: ['Kalakshetra Foundation, Chennai', 'Nalanda Nritya Kala Mahavidyalaya, Mumbai', 'Indira Kala Sangeet Vishwavidyalaya, Khairagarh (state university)'],
      },
      {
        cluster: 'Broadcasting and anchoring',
        examples: ['Indian Institute of Mass Communication, New Delhi', 'Xavier Institute of Communications, Mumbai', 'Haridev Joshi University of Journalism and Mass Communication, Jaipur (state university)'],
      },
    ],
    action_plan: [
      'Any stream works for them; Humanities usually leaves the most room for rehearsals, and many boards offer music or dance as a subject',
      'Help them keep up formal training with a guru or an academy, with graded exams such as those of the Gandharva Mahavidyalaya or Trinity College London',
      'Encourage them to perform often: school festivals, inter-school competitions, SPIC MACAY events and community stages',
      'Let them record performances and build a simple online showreel before Class 12',
      'Plan with them for a bachelor’s degree in performing arts or music through CUET-UG, since NSD admits graduates',
    ],
    recommended_streams: ['Humanities', 'Vocational'],
  }),
  define({
    code: 'AES',
    title: 'The Idea Seller',
    tagline: 'Turns a bright idea into a message people remember.',
    summary:
      'Your child has ideas to spare and enjoys persuading others to love them as much as they do. They notice clever advertisements, invent slogans for school events and happily run a club’s social media page. They are at their best in a lively team with a deadline, pitching, refining and pitching again. Advertising, brand strategy, media and fashion communication reward this creative, persuasive and sociable blend.',
    strengths: [
      'Enjoys generating ideas quickly and in quantity',
      'Likes persuading through speech and writing',
      'Energised by teamwork and deadlines',
      'Curious about what catches people’s attention',
      'Happy presenting to a group',
    ],
    challenges: ['May lose interest once the exciting start of a project is over', 'Can take on too many commitments at once'],
    career_clusters: [
      {
        cluster: 'Advertising and brand communication',
        examples: ['Xavier Institute of Communications, Mumbai', 'Symbiosis Institute of Media and Communication, Pune', 'MICA Ahmedabad (postgraduate)', 'Sir J.J. Institute of Applied Art, Mumbai (state government)'],
      },
      {
        cluster: 'Fashion communication and visual merchandising',
        examples: ['NIFT (campuses across India)', 'Pearl Academy, Delhi', 'Government polytechnics (state-run diplomas in garment technology and fashion design)'],
      },
      {
        cluster: 'Journalism and digital media',
        examples: ['AJK Mass Communication Research Centre, Jamia Millia Islamia', 'Manipal Institute of Communication', 'Indian Institute of Mass Communication, New Delhi', 'Makhanlal Chaturvedi National University of Journalism and Communication, Bhopal (state university)'],
      },
    ],
    action_plan: [
      'Any stream works for them; Humanities or Commerce with a media or marketing elective fits well',
      'Encourage them to run the social media page or newsletter of a school club and track which posts people respond to',
      'They can prepare for CUET-UG, the NIFT entrance for fashion communication, and the Symbiosis Entrance Test for media courses',
      'Suggest ad-making, slogan-writing and short-video competitions, and help them keep the best entries in a portfolio',
      'Help them ask for a short holiday internship at a local advertising agency, newspaper or radio station',
    ],
    recommended_streams: ['Humanities', 'Commerce'],
  }),
  define({
    code: 'AIS',
    title: 'The Thoughtful Storyteller',
    tagline: 'Understands people deeply and finds the words to show it.',
    summary:
      'Your child thinks in stories and sentences. They read far beyond their age, keep diaries or notebooks, and notice the small details of how people speak and behave. Their curiosity is serious: they want to understand why the world is as it is, and then write about it honestly and with compassion. Literature, journalism, publishing and screenwriting give this reflective, caring and imaginative mind room to grow.',
    strengths: [
      'Enjoys writing vividly and with feeling',
      'Likes reading widely and remembering what they read',
      'Curious about people and their motives',
      'Prefers to think things through independently',
      'Cares about treating others kindly',
    ],
    challenges: ['May keep their best work private for fear of judgement', 'Can find strict deadlines and rigid formats stifling'],
    career_clusters: [
      {
        cluster: 'Literature and languages',
        examples: ['St. Stephen’s College, Delhi', 'Jadavpur University (Comparative Literature; state university)', 'The English and Foreign Languages University, Hyderabad', 'Miranda House, Delhi (women only)'],
      },
      {
        cluster: 'Journalism',
        examples: ['Asian College of Journalism, Chennai (postgraduate)', 'Indian Institute of Mass Communication, New Delhi', 'Symbiosis Institute of Media and Communication, Pune', 'University of Mumbai (Department of Communication and Journalism; state university)'],
      },
      {
        cluster: 'Screenwriting and documentary',
        examples: ['FTII Pune (screenwriting, postgraduate)', 'Whistling Woods International, Mumbai', 'K.R. Narayanan National Institute of Visual Science and Arts, Kottayam (state government)'],
      },
    ],
    action_plan: [
      'For them, Humanities with English and a second language, plus history or psychology, is a natural fit',
      'Encourage them to write every week, in a blog, a school magazine column or a notebook of short pieces, and keep every draft',
      'Suggest essay and creative-writing competitions, and the Panini Linguistics Olympiad if languages fascinate them',
      'As they prepare for CUET-UG, which covers most central universities, read the admission pages of the colleges they love together, early',
      'Encourage them to interview a grandparent or a neighbour about their life and turn it into a long-form story',
    ],
    recommended_streams: ['Humanities'],
  }),
  define({
    code: 'ASI',
    title: 'The Creative Mentor',
    tagline: 'Shares the joy of making with everyone around them.',
    summary:
      'Your child loves to create, and loves even more helping other people discover that they can create too. They are the one who teaches younger cousins to draw, choreographs the class dance, or patiently explains a song line by line. They are sensitive, curious about why people feel and learn the way they do, and happiest in warm, cooperative settings. Art and music education, expressive therapies and children’s media suit this generous, imaginative blend.',
    strengths: [
      'Enjoys creating in more than one art form',
      'Likes encouraging learners patiently',
      'Curious about feelings, their own and other people’s',
      'Enjoys making difficult ideas fun and visual',
      'Tends to build trust quickly with children',
    ],
    challenges: ['May treat their art as a pastime rather than a possible career', 'Can take on other people’s emotions and tire themselves out'],
    career_clusters: [
      {
        cluster: 'Teaching art, music and dance',
        examples: ['Faculty of Fine Arts, MSU Baroda (state university)', 'Kalakshetra Foundation, Chennai', 'Regional Institute of Education, Mysuru (NCERT)'],
      },
      {
        cluster: 'Psychology and expressive therapies',
        examples: ['Christ University, Bengaluru', 'Lady Shri Ram College for Women, Delhi (women only)', 'TISS Mumbai (postgraduate)', 'IGNOU (open university; BA in psychology)'],
      },
      {
        cluster: 'Illustration and children’s media',
        examples: ['NID Ahmedabad (Animation Film Design)', 'Srishti Manipal Institute of Art, Design and Technology, Bengaluru', 'College of Art, Delhi (Delhi state government)'],
      },
    ],
    action_plan: [
      'For them, Humanities with psychology and a fine arts or music subject is a natural combination',
      'Encourage them to volunteer to teach art, music or dance to younger children at a school, an NGO or a community centre',
      'Help them keep a portfolio that also shows teaching: workshop plans, photos of sessions and notes from learners',
      'They can prepare for CUET-UG, for NCET if a four-year integrated teacher education programme appeals, or for NID DAT if design calls',
      'Read about Montessori and art-based learning together, and visit a school that uses them',
    ],
    recommended_streams: ['Humanities', 'Vocational'],
  }),
  define({
    code: 'AIR',
    title: 'The Digital World-Builder',
    tagline: 'Creates images, games and worlds with code and craft.',
    summary:
      'Your child imagines whole worlds and wants the technical skill to build them. They may spend hours on digital drawing, stop-motion films, game mods or 3D models, learning software faster than the adults around them. They are curious about how effects and animations are actually made, and they enjoy solving the technical puzzle behind a creative vision. Animation, visual effects, game design and creative technology suit this imaginative, analytical and hands-on mix.',
    strengths: [
      'Drawn to visual imagination and storyboards',
      'Tends to learn complex software on their own',
      'Happy doing detailed, frame-by-frame work',
      'Curious about both the art and the technology behind it',
      'Keen on personal projects',
    ],
    challenges: ['May spend so long at a screen that sleep and exercise suffer', 'Can be reluctant to share unfinished work for feedback'],
    career_clusters: [
      {
        cluster: 'Animation and visual effects',
        examples: ['NID Ahmedabad (Animation Film Design)', 'IIT Bombay (IDC School of Design)', 'Whistling Woods International, Mumbai', 'Jawaharlal Nehru Architecture and Fine Arts University, Hyderabad (BFA in animation; state university)'],
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
      'For them, PCM keeps computer science and design both open; Humanities with a strong art portfolio also works for design schools',
      'Encourage them to learn Blender, Krita or a game engine such as Godot through free tutorials, finishing short projects rather than starting many',
      'Let them make a 30-second animation or a small playable game each term and keep the best in a portfolio',
      'They can prepare for UCEED, NID DAT and the NIFT entrance, plus JEE Main if computer science is an option',
      'Help them join student game jams and animation festivals, and ask working artists for feedback on the portfolio',
    ],
    recommended_streams: ['Science (PCM)', 'Humanities'],
  }),
  define({
    code: 'ARI',
    title: 'The Designer-Maker',
    tagline: 'Imagines a space or a garment, then works out exactly how to make it.',
    summary:
      'Your child cares a great deal about how things look, and has the practical patience to turn an idea into a finished object. They may rearrange their room, stitch and alter their own clothes, or build miniature sets for a school project. They also ask how materials behave: why one fabric falls better than another, why a shelf needs that particular bracket. Fashion, interior, exhibition and jewellery design suit this combination of imagination, hands-on making and curiosity.',
    strengths: [
      'Drawn to colour, form and proportion',
      'Enjoys handling materials and tools',
      'Curious about how materials behave',
      'Likes turning rough sketches into real objects',
      'Happy spending time on detailed finishing',
    ],
    challenges: ['May find it hard to stop refining and call a piece finished', 'Can struggle at first to put a design idea into words'],
    career_clusters: [
      {
        cluster: 'Fashion and textile design',
        examples: ['NIFT New Delhi', 'Pearl Academy, Delhi', 'NID Ahmedabad (Textile Design)', 'Sir J.J. School of Art, Mumbai (textile design; state government)'],
      },
      {
        cluster: 'Interior and furniture design',
        examples: ['CEPT University, Ahmedabad (Interior Design)', 'NID Ahmedabad (Furniture and Interior Design)', 'Srishti Manipal Institute of Art, Design and Technology, Bengaluru', 'Government polytechnics (state-run diplomas in interior design, after Class 10)'],
      },
      {
        cluster: 'Exhibition and stage design',
        examples: ['NID Ahmedabad (Exhibition Design)', 'National School of Drama, New Delhi (stagecraft, after graduation)', 'Bhartendu Academy of Dramatic Arts, Lucknow (stagecraft; state government)'],
      },
      {
        cluster: 'Jewellery and accessory design',
        examples: ['NIFT (Accessory Design)', 'Indian Institute of Gems and Jewellery, Mumbai', 'SNDT Women’s University, Mumbai (jewellery design courses; women only; state university)'],
      },
    ],
    action_plan: [
      'Any stream works for design entrances; pick subjects for them that leave time for studio work, such as Humanities with painting or fashion studies',
      'Encourage them to keep a sketchbook and a sample box of fabric swatches, material offcuts and photos of spaces they like',
      'From Class 11, they can prepare for the NIFT entrance, NID DAT and UCEED, including the studio and situation tests',
      'Help them take on a real brief, such as costumes for the school play or a makeover of a corner of the classroom',
      'Take them to a tailor’s workshop, a furniture maker or a jewellery karigar to watch how a design becomes a product',
    ],
    recommended_streams: ['Humanities', 'Vocational'],
  }),
  define({
    code: 'AER',
    title: 'The Filmmaker',
    tagline: 'Sees the story, gathers the crew and gets it on screen.',
    summary:
      'Your child is creative and enterprising, with a practical love of cameras, lights and editing software. They are the one who turns a class trip into a short film, talks friends into acting in it, and stays up late cutting the footage. They enjoy leading a project from first idea to finished product, and like work whose result can be seen and shared. Filmmaking, production, photography and content creation suit this driven, hands-on and imaginative mix.',
    strengths: [
      'Enjoys organising creative projects and the people in them',
      'Likes working with cameras, sound and editing tools',
      'Happy persuading others to join an idea',
      'Energised by pressure and deadlines',
      'Drawn to telling stories in pictures',
    ],
    challenges: ['May underestimate budgets, time and paperwork', 'Can become so involved in a shoot that schoolwork slips'],
    career_clusters: [
      {
        cluster: 'Film direction and production',
        examples: ['FTII Pune (postgraduate)', 'SRFTI Kolkata (postgraduate)', 'Whistling Woods International, Mumbai', 'MGR Government Film and Television Training Institute, Chennai (state government)'],
      },
      {
        cluster: 'Cinematography and editing',
        examples: ['L.V. Prasad Film and TV Academy, Chennai', 'Annapurna College of Film and Media, Hyderabad', 'Government Film and Television Institute, Bengaluru (state government)'],
      },
      { cluster: 'Photography', examples: ['Sir J.J. School of Art, Mumbai (Applied Art; state government)', 'NID Gandhinagar (Photography Design, postgraduate)'] },
      {
        cluster: 'Television and digital production',
        examples: ['Indian Institute of Mass Communication, New Delhi', 'AJK Mass Communication Research Centre, Jamia Millia Islamia', 'IGNOU (open university; postgraduate diploma in journalism and mass communication)'],
      },
    ],
    action_plan: [
      'Any stream works for them; Humanities with mass media studies keeps hours free for shooting',
      'Encourage them to make a short film every term with a phone and free editing software, and screen it for family and friends',
      'Let them volunteer as photographer or videographer at school events and learn to plan shots in advance',
      'They can apply to film and mass-communication degrees through CUET-UG or the institutes’ own tests, with FTII or SRFTI in mind for after graduation',
      'Help them send work to student film festivals and look for a holiday internship on a local production',
    ],
    recommended_streams: ['Humanities', 'Vocational'],
  }),
  define({
    code: 'AEC',
    title: 'The Creative Business Builder',
    tagline: 'Pairs good taste with a head for organisation and sales.',
    summary:
      'Your child loves beautiful things and also enjoys the business of getting them to people. They may sell handmade goods online, plan the decorations and budget for a family function, or keep a neat, colourful planner. They are imaginative but organised, and they like being in charge of a project from concept to sale. Fashion business, design management, publishing and brand management suit this artistic, enterprising and orderly combination.',
    strengths: [
      'Enjoys combining good taste with practical organisation',
      'Comfortable with budgets and planning',
      'Likes persuading customers and teams',
      'Tends to follow projects through to the end',
      'Curious about trends before they take off',
    ],
    challenges: ['May try to do all the creative and the administrative work alone instead of sharing it', 'Can be hard on themselves when a plan does not go perfectly'],
    career_clusters: [
      { cluster: 'Fashion business and merchandising', examples: ['NIFT (campuses across India)', 'Pearl Academy, Delhi', 'IGNOU (open university; BBA in retailing)'] },
      {
        cluster: 'Design management and retail design',
        examples: ['MIT Institute of Design, Pune', 'Symbiosis Institute of Design, Pune', 'Delhi Technological University (Department of Design; state university)'],
      },
      {
        cluster: 'Publishing and media management',
        examples: ['Xavier Institute of Communications, Mumbai', 'Symbiosis Institute of Media and Communication, Pune', 'Osmania University, Hyderabad (Department of Journalism and Mass Communication; state university)'],
      },
      {
        cluster: 'Brand management',
        examples: ['IIM Indore (IPM)', 'MICA Ahmedabad (postgraduate)', 'Department of Management Sciences, Savitribai Phule Pune University (MBA; state university)'],
      },
    ],
    action_plan: [
      'For them, Commerce with a creative elective, or Humanities with economics, both fit well',
      'Encourage them to start a small creative venture, selling artwork, cards or upcycled products, and keep proper accounts',
      'Depending on whether design or business leads for them, they can prepare for the NIFT entrance, NID DAT, IPMAT or CUET-UG',
      'Let them volunteer to manage the budget and decoration for a school fest, and write a short review afterwards',
      'Follow Indian design brands and craft enterprises together, and help them ask one founder how the business began',
    ],
    recommended_streams: ['Commerce', 'Humanities'],
  }),
];
