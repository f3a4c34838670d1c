// Articles 4 to 6, written for Margdarshak.
import type { Article } from './articleTypes';
import cuetForParentsImage from './images/cuet-for-parents.svg';
import careersInDesignImage from './images/careers-in-design.svg';
import talkingWithoutPressureImage from './images/talking-without-pressure.svg';

export const cuetForParents: Article = {
  slug: 'cuet-explained-for-parents',
  title: 'CUET explained for parents',
  excerpt: 'The Common University Entrance Test changed how students reach central universities. What it tests, how it is scored, and how to plan for it.',
  category: 'Entrance exams',
  imageUrl: cuetForParentsImage,
  author: 'Sunita Rao',
  date: '2026-09-02',
  body: [
    {
      p: 'For years, admission to Delhi University and other central universities depended almost entirely on Class 12 board marks, which produced famously impossible cut-offs. Since 2022, most of these universities admit undergraduates through the Common University Entrance Test, CUET-UG, run by the National Testing Agency. Many state and private universities now use the scores too.',
    },
    { h: 'What the test contains' },
    {
      p: 'CUET-UG is taken on a computer and is made of sections. Students choose languages, domain subjects and, for some courses, a general test covering general knowledge, reasoning and basic quantitative skills. Domain subjects follow the Class 12 syllabus, so a student preparing well for the boards is already preparing for most of CUET.',
    },
    {
      p: 'The key point for parents: the subjects a student chooses in CUET must match what their target courses ask for. A B.Com at one college may require mathematics or accountancy; a psychology honours course may accept any combination. Each university publishes its requirements, and they differ.',
    },
    { h: 'How scores are used' },
    {
      p: 'Universities use CUET scores to rank applicants for each course, often combined with the subjects the student offers. Board marks usually need only to meet a minimum. That changes the rhythm of Class 12: the boards still matter, but a strong CUET performance can open doors that board marks alone could not.',
    },
    { h: 'A simple plan for families' },
    {
      list: [
        'In Class 11, shortlist courses and universities, and note the CUET subjects each needs.',
        'Choose Class 12 subjects so that they cover those CUET requirements.',
        'From the start of Class 12, practise with previous papers under time, in the section pattern.',
        'Register on time: the application window usually opens early in the calendar year.',
        'After results, follow each university’s own counselling or admission portal closely; dates are strict.',
      ],
    },
    { h: 'Where CUET fits with other exams' },
    {
      p: 'CUET is not the only door. Engineering still goes through JEE, medicine through NEET, law through CLAT or AILET, design through NID DAT, NIFT or UCEED, and management programmes after Class 12 through IPMAT or similar tests. Many students sit two or three of these. Because several are held between April and June, a shared calendar on the fridge saves a lot of stress.',
    },
    { h: 'Languages and the general test' },
    {
      p: 'Students can usually take the language section in English or in one of several Indian languages, and some courses give weight to a language score. The general test is needed for only some courses, so check before spending weeks on it. A short daily habit of reading news and solving a few reasoning questions covers most of what it asks.',
    },
    { h: 'Common worries' },
    {
      p: 'Parents often ask whether coaching is essential. For most students it is not: CUET rewards a solid grasp of the Class 12 syllabus and steady practice with past papers. Coaching can help with the general test or with time management, but it is no substitute for understanding the subjects.',
    },
    {
      p: 'Another worry is that a single test decides everything. In practice, students apply to several courses and universities with the same score, and the range of good options is wide. A counsellor can help your child match their interests and scores to courses where they will actually be happy, which is, in the end, what the whole exercise is for.',
    },
  ],
};

export const designCareers: Article = {
  slug: 'careers-in-design',
  title: 'Careers in design: what they are and how to get in',
  excerpt: 'Product, fashion, communication, interaction and interior design are growing fields in India. Here is what designers do and which exams lead there.',
  category: 'Career options',
  imageUrl: careersInDesignImage,
  author: 'Imran Qureshi',
  date: '2026-10-06',
  body: [
    {
      p: 'Ask a room of students what a designer does and most will say “draws”. Drawing helps, but design is really about solving problems for people: a chair that does not hurt your back, an app your grandmother can use, a label that tells you what is in your food. As Indian manufacturing, technology and retail grow, so does the need for people who can do this well.',
    },
    { h: 'The main fields' },
    {
      list: [
        'Product and industrial design: everyday objects, furniture, vehicles, medical devices.',
        'Communication design: brands, posters, books, signage, packaging.',
        'Interaction and user-experience design: apps, websites, and the services behind them.',
        'Fashion, textile and accessory design: clothing, fabrics, jewellery and footwear.',
        'Interior and spatial design: homes, offices, shops and exhibitions.',
        'Animation and game design: stories and worlds built with digital tools.',
      ],
    },
    { h: 'Who thrives in design' },
    {
      p: 'Designers are curious about people, comfortable with ambiguity and willing to make many versions of an idea before one works. On the Holland code, they often combine Artistic with Investigative (the problem solvers), Enterprising (the persuaders) or Realistic (the makers). They do not need to be the best artist in class; they need to observe carefully and keep trying.',
    },
    { h: 'The entrance exams' },
    {
      p: 'Most design schools admit students from any stream. The National Institute of Design runs the NID DAT; the National Institute of Fashion Technology runs its own entrance; the IITs admit undergraduates to design through UCEED; architecture goes through NATA or JEE Paper 2. These exams test drawing, observation, visual reasoning and creative problem solving, often followed by a studio test or interview.',
    },
    {
      p: 'Because the questions are unlike school exams, practice matters. Students who keep a sketchbook, take photographs, build models and notice design around them usually find the tests far less strange than those who start preparing a month before.',
    },
    { h: 'Building a portfolio' },
    {
      p: 'Many programmes ask for a portfolio at some stage. A good one shows how a student thinks, not only finished artwork: a problem they noticed, the sketches they tried, what failed and what they changed. Start in Class 9 or 10 by keeping everything, with a line on what each piece was trying to do.',
    },
    { h: 'What the work is like' },
    {
      p: 'Early careers often begin in studios, agencies, product companies or fashion houses, with salaries that grow with skill and reputation. Many designers later start their own practices. The work is collaborative: designers spend much of their time with engineers, marketers, clients and the people who will use what they make.',
    },
    { h: 'A note on fees and scholarships' },
    {
      p: 'Private design schools can be expensive, but the national institutes charge far less, and most offer fee waivers or scholarships for families below an income limit and for students from reserved categories. Check each institute’s prospectus early, because scholarship forms often have their own deadlines, separate from admission.',
    },
    {
      p: 'If your child lights up when they improve how something looks or works, take it seriously. Design is no longer a risky hobby; it is a profession with clear routes in, and a counsellor can help map the one that suits your child.',
    },
  ],
};

export const talkingWithoutPressure: Article = {
  slug: 'talking-about-careers-without-pressure',
  title: 'Talking to your child about careers without pressure',
  excerpt: 'The same conversation can feel like support or like an interrogation. Small changes in how parents ask make a large difference.',
  category: 'For parents',
  imageUrl: talkingWithoutPressureImage,
  author: 'Dr Ananya Bose',
  date: '2026-11-10',
  body: [
    {
      p: '“So, what are you going to do with your life?” Few questions make a teenager leave the room faster. Most parents ask it out of love and worry, and most children hear it as a test they are failing. Career conversations do not have to feel this way. A few habits, practised over months rather than in one big talk, make them easier for everyone.',
    },
    { h: 'Ask about the present, not the future' },
    {
      p: 'Teenagers find it hard to imagine themselves at thirty. They find it much easier to talk about this week. Ask which class they enjoyed, what they were absorbed in last weekend, which problem they liked solving. Over time, these small answers add up to a picture of their interests that is more honest than any answer to “what do you want to be?”',
    },
    { h: 'Separate your hopes from their choices' },
    {
      p: 'It is natural to want a child to have a secure, respected career, and perhaps to succeed where we could not. Say so openly, and then say that the choice is theirs to make with your help. Children who feel their parents’ hopes as conditions for love tend either to comply unhappily or to rebel. Children who feel supported are more willing to listen to advice.',
    },
    { h: 'Share information, not verdicts' },
    {
      list: [
        'Instead of “there is no money in that”, try “let us find out what people in that field earn, at the start and after ten years.”',
        'Instead of “everyone is doing engineering”, try “what do you like and dislike about engineering?”',
        'Instead of “you are not good at maths”, try “which courses need maths, and which do not?”',
      ],
    },
    { p: 'Information invites thinking; verdicts invite defence.' },
    { h: 'Use tests as a starting point' },
    {
      p: 'Interest and personality tests give families a neutral third voice. When a result surprises you, resist the urge to dismiss it. Ask your child whether it feels right to them. Often the most useful conversation comes from the parts of a result that do not match what the family expected.',
    },
    { h: 'Let them try things' },
    {
      p: 'Experience beats discussion. A week of volunteering at a clinic, a summer coding course, a drama workshop or a day in a relative’s office teaches a student more about what they enjoy than hours of advice. Encourage small experiments and treat a “no, not for me” as a useful result rather than a waste.',
    },
    { h: 'Choose the moment' },
    {
      p: 'Timing matters as much as words. The evening a result comes out, or a relative has just praised a cousin’s admission, is the worst moment for a career talk. A walk, a long drive or a quiet weekend breakfast works better: side by side rather than face to face, with no deadline hanging over the conversation. Short, frequent conversations beat one long one.',
    },
    { h: 'Keep the door open' },
    {
      p: 'Finally, remind your child, and yourself, that careers today rarely follow a straight line. People change courses, retrain and move between fields. Choosing a stream or a degree is an important step, not a life sentence. A child who knows they can come back to you if a choice does not work out is a child who can choose with courage.',
    },
  ],
};
