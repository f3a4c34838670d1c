// Profiles led by Artistic: students who need room to imagine and make something of their own.
import { define } from './define';

export const artisticProfiles = [
  define({
    code: 'ASE',
    title: 'The Performer',
    tagline: 'Lights up a room and moves an audience.',
    summary:
      'Your child comes alive on stage, on camera or in front of a class. They express feelings vividly, connect with people quickly and enjoy the energy of a group. They want their creativity to be seen. Theatre, media, anchoring and creative teaching let them use their gifts every day.',
    strengths: ['Expressive and confident', 'Connects with audiences', 'Thinks on their feet', 'Motivates others'],
    challenges: ['Unstructured careers need self-discipline with money and time', 'May take criticism of their work personally'],
    career_clusters: [
      { cluster: 'Theatre and acting', examples: ['National School of Drama, New Delhi', 'FTII Pune (Acting)', 'Drama School Mumbai'] },
      { cluster: 'Media, radio and anchoring', examples: ['Indian Institute of Mass Communication, New Delhi', 'Xavier Institute of Communications, Mumbai'] },
      { cluster: 'Performing arts education', examples: ['Kalakshetra Foundation, Chennai', 'Gandharva Mahavidyalaya'] },
    ],
    action_plan: [
      'Humanities gives the most time for practice; any stream works if they keep performing',
      'Join a theatre group outside school and do at least one production a year',
      'Record and review their own performances, and take feedback from a mentor',
      'Prepare for CUET and institute auditions; build a show reel',
    ],
    recommended_streams: ['Humanities'],
  }),
  define({
    code: 'AES',
    title: 'The Creative Communicator',
    tagline: 'Turns ideas into campaigns that people remember.',
    summary:
      'Your child has ideas and wants people to notice them. They enjoy writing slogans, designing posters, making reels and convincing others. They work well in teams and like fast-moving projects. Advertising, brand design, journalism and content strategy reward this mix of imagination and persuasion.',
    strengths: ['Generates many ideas quickly', 'Persuasive writer and speaker', 'Understands what appeals to people', 'Enjoys collaboration'],
    challenges: ['May rush past research and detail', 'Can lose interest after the exciting start of a project'],
    career_clusters: [
      { cluster: 'Advertising and brand communication', examples: ['MICA, Ahmedabad', 'Symbiosis Institute of Media and Communication, Pune'] },
      { cluster: 'Journalism and digital media', examples: ['Asian College of Journalism, Chennai', 'IIMC New Delhi'] },
      { cluster: 'Communication design', examples: ['NID Ahmedabad', 'Srishti Manipal Institute, Bengaluru'] },
    ],
    action_plan: [
      'Humanities or Commerce with a media or design elective',
      'Run the school magazine’s social media or start a club newsletter',
      'Build a portfolio of writing, design and video work',
      'Prepare for CUET, NID DAT and institute tests for media schools',
    ],
    recommended_streams: ['Humanities', 'Commerce'],
  }),
  define({
    code: 'AIS',
    title: 'The Reflective Writer',
    tagline: 'Understands people deeply and puts it into words.',
    summary:
      'Your child reads widely, notices what others miss and writes with feeling. They enjoy exploring ideas about people, society and meaning. They may be quiet in a crowd but articulate on paper. Writing, literature, psychology and research careers reward their depth.',
    strengths: ['Strong reader and writer', 'Thoughtful and perceptive', 'Independent thinker', 'Empathetic'],
    challenges: ['May doubt that writing can be a career', 'Can procrastinate when a piece must be perfect'],
    career_clusters: [
      { cluster: 'Literature, languages and publishing', examples: ['University of Delhi (Miranda House)', 'Jadavpur University', 'English and Foreign Languages University, Hyderabad'] },
      { cluster: 'Psychology and counselling', examples: ['Christ University, Bengaluru', 'TISS Mumbai'] },
      { cluster: 'Content and editorial work', examples: ['Asian College of Journalism, Chennai', 'Ashoka University'] },
    ],
    action_plan: [
      'Humanities with English and psychology',
      'Write regularly: a blog, a diary, entries for essay competitions',
      'Prepare for CUET-UG for central universities',
      'Intern with a publisher, newspaper or NGO communications team',
    ],
    recommended_streams: ['Humanities'],
  }),
  define({
    code: 'ASI',
    title: 'The Art Educator',
    tagline: 'Shares the joy of creating with others.',
    summary:
      'Your child loves art, music or dance and loves sharing it even more. They are patient with beginners and enjoy watching others grow. They think about why art matters to people. Teaching the arts, art therapy and community arts programmes let them combine creativity and care.',
    strengths: ['Creative and warm', 'Patient teacher', 'Understands feelings', 'Enjoys group projects'],
    challenges: ['May undervalue their own work', 'Needs to plan for financial stability in arts careers'],
    career_clusters: [
      { cluster: 'Fine arts and art education', examples: ['Faculty of Fine Arts, M.S. University of Baroda', 'Sir J.J. School of Art, Mumbai', 'Kala Bhavana, Visva-Bharati'] },
      { cluster: 'Music and dance', examples: ['Kalakshetra Foundation, Chennai', 'Bhatkhande Sanskriti Vishwavidyalaya, Lucknow'] },
      { cluster: 'Expressive arts therapy', examples: ['TISS Mumbai (postgraduate)', 'Christ University, Bengaluru'] },
    ],
    action_plan: [
      'Humanities with fine arts or music',
      'Teach a free weekend class for younger children',
      'Keep a portfolio and sit graded exams in their art form',
      'Prepare for CUET and institute entrance tests for BFA or BPA',
    ],
    recommended_streams: ['Humanities'],
  }),
  define({
    code: 'AIR',
    title: 'The Visual Technologist',
    tagline: 'Makes images, games and worlds with code and craft.',
    summary:
      'Your child enjoys the technical side of creativity: animation software, 3D modelling, photography settings, game engines. They like to understand the tool as well as use it. Animation, visual effects, game development and photography reward this blend of art and technology.',
    strengths: ['Technically skilled with creative tools', 'Visual imagination', 'Detail-oriented', 'Self-taught from tutorials'],
    challenges: ['May spend hours on screens without direction', 'Can neglect written subjects'],
    career_clusters: [
      { cluster: 'Animation and visual effects', examples: ['NID Ahmedabad (Animation Film Design)', 'IIT Bombay (IDC)', 'Whistling Woods International, Mumbai'] },
      { cluster: 'Game design and development', examples: ['IIIT Hyderabad', 'MIT Institute of Design, Pune'] },
      { cluster: 'Photography and film', examples: ['FTII Pune', 'Satyajit Ray Film and Television Institute, Kolkata'] },
    ],
    action_plan: [
      'PCM with computer science for game development; Humanities for film and animation',
      'Finish and publish small projects: a short animation, a simple game',
      'Prepare for NID DAT, UCEED and the FTII entrance',
      'Join an online community and enter game jams or film festivals for students',
    ],
    recommended_streams: ['Science (PCM)', 'Humanities'],
  }),
  define({
    code: 'ARI',
    title: 'The Maker-Artist',
    tagline: 'Designs with materials and understands how they behave.',
    summary:
      'Your child loves making things that are both beautiful and well made: jewellery, ceramics, furniture, garments. They enjoy experimenting with materials and techniques. They are independent and hands-on. Product, fashion and accessory design and the crafts are natural homes.',
    strengths: ['Skilled with hands and materials', 'Strong aesthetic sense', 'Experiments fearlessly', 'Focused in the studio'],
    challenges: ['May find theory classes tedious', 'Needs to learn to price and sell their work'],
    career_clusters: [
      { cluster: 'Fashion and accessory design', examples: ['NIFT New Delhi', 'Pearl Academy', 'NID Ahmedabad'] },
      { cluster: 'Product and furniture design', examples: ['IIT Delhi (Design)', 'Srishti Manipal Institute, Bengaluru'] },
      { cluster: 'Ceramics and craft', examples: ['M.S. University of Baroda (Fine Arts)', 'Indian Institute of Crafts and Design, Jaipur'] },
    ],
    action_plan: [
      'Any stream; keep studio time protected every week',
      'Learn one craft seriously from a practitioner',
      'Build a portfolio for NIFT, NID DAT and UCEED',
      'Sell a few pieces at a local market to learn what buyers value',
    ],
    recommended_streams: ['Humanities', 'Vocational'],
  }),
  define({
    code: 'AEI',
    title: 'The Visionary Designer',
    tagline: 'Imagines what could be, and makes the case for it.',
    summary:
      'Your child is imaginative, ambitious and curious. They like designing experiences, products or spaces and then persuading others they matter. They think about users and markets, not only looks. Design strategy, user experience and creative entrepreneurship suit them.',
    strengths: ['Big-picture imagination', 'Persuasive', 'Researches what users need', 'Comfortable with change'],
    challenges: ['May move on before details are finished', 'Can be impatient with slow approvals'],
    career_clusters: [
      { cluster: 'User experience and interaction design', examples: ['IIT Bombay (IDC)', 'IIIT Delhi', 'NID Bengaluru'] },
      { cluster: 'Design management and strategy', examples: ['NID Ahmedabad', 'MICA, Ahmedabad'] },
      { cluster: 'Creative entrepreneurship', examples: ['Srishti Manipal Institute', 'IIM Bangalore (NSRCEL incubator)'] },
    ],
    action_plan: [
      'Any stream; Commerce or PCM with a design elective keep both sides open',
      'Redesign something at school (a form, a notice board, an app) and test it with users',
      'Prepare for UCEED and NID DAT',
      'Read about design thinking and keep a sketchbook of problems noticed',
    ],
    recommended_streams: ['Commerce', 'Science (PCM)'],
  }),
  define({
    code: 'ASC',
    title: 'The Organised Creative',
    tagline: 'Creative ideas, delivered neatly and on time.',
    summary:
      'Your child is creative but also orderly: their notebooks are decorated and well organised, their projects are original and finished on time. They enjoy working with people and with clear plans. Event design, museum and library work, publishing and creative administration suit them.',
    strengths: ['Creative and reliable', 'Good with people', 'Plans and finishes work', 'Careful with detail'],
    challenges: ['May hold back bold ideas to keep things tidy', 'Can take on too much organising for others'],
    career_clusters: [
      { cluster: 'Publishing and editing', examples: ['Jadavpur University (Publishing)', 'University of Delhi'] },
      { cluster: 'Museums, heritage and archives', examples: ['National Museum Institute, New Delhi', 'Deccan College, Pune'] },
      { cluster: 'Event and exhibition design', examples: ['NIFT', 'Pearl Academy'] },
    ],
    action_plan: [
      'Humanities with history or fine arts, or Commerce with an arts elective',
      'Help organise the school exhibition or annual day décor',
      'Prepare for CUET-UG',
      'Visit museums and write short reviews; volunteer at a heritage walk',
    ],
    recommended_streams: ['Humanities', 'Commerce'],
  }),
];
