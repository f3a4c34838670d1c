// Articles 1 to 3, written for Margdarshak.
import type { Article } from './articleTypes';
import streamAfterClass10Image from './images/stream-after-class-10.svg';
import hollandCodeImage from './images/holland-code.svg';
import beyondJeeNeetImage from './images/beyond-jee-neet.svg';

export const streamAfterTen: Article = {
  slug: 'choosing-a-stream-after-class-10',
  title: 'Choosing a stream after Class 10: a calm guide for families',
  excerpt: 'Science, commerce or humanities? How to decide with your child, not for them, and why the choice is less final than it feels.',
  category: 'Streams and subjects',
  imageUrl: streamAfterClass10Image,
  author: 'Sunita Rao',
  date: '2026-06-12',
  body: [
    {
      p: 'Every May and June, dining tables across India turn into negotiating rooms. The Class 10 results are out, admission forms are due, and a fifteen-year-old is asked to choose between science, commerce and humanities as if the rest of their life depended on it. It does matter. But it matters less, and in different ways, than most families fear.',
    },
    { h: 'What the choice actually decides' },
    {
      p: 'A stream decides which subjects your child studies for two years and which entrance exams they can sit at the end. PCM keeps engineering, architecture and the NDA technical entries open. PCB is the road to medicine, dentistry, nursing and most allied health courses. Commerce with mathematics opens chartered accountancy, economics, finance and most management programmes. Humanities leads to law, psychology, design, journalism, the social sciences and, through the civil services, to public life.',
    },
    {
      p: 'What a stream does not decide is your child’s worth, their intelligence, or the only career they can ever have. Since the introduction of CUET, a student from any stream can apply to a wide range of undergraduate courses at central universities. Design schools accept all streams. Law schools accept all streams. Many commerce graduates become data analysts; many science graduates move into management. The doors narrow, but they rarely slam shut.',
    },
    { h: 'Three questions worth asking' },
    {
      p: 'First: which subjects does your child enjoy when nobody is marking them? Enjoyment predicts effort, and effort over two years predicts results far better than a single board score. A student who scored 92 in science but reads history for fun should take that seriously.',
    },
    {
      p: 'Second: which subjects drain them? A stream built around a subject your child dreads is a two-year uphill walk. Mathematics is the usual example. If it is a struggle and no career on the list truly needs it, it may be better left behind.',
    },
    {
      p: 'Third: what kind of work do they imagine doing? Not a job title, but a day. Working with their hands, with people, with ideas, with numbers, with stories? Interest inventories such as the Holland code are useful exactly here: they turn vague feelings into a map that you can discuss together.',
    },
    { h: 'Common traps' },
    {
      list: [
        'Choosing science “to keep options open” when the student has no interest in it. Options you never use are not worth two unhappy years.',
        'Following a best friend. Friendships survive different classrooms.',
        'Deciding from relatives’ success stories. Their path suited them, in their time.',
        'Treating commerce or humanities as a fallback for lower marks. They are demanding streams with excellent careers.',
      ],
    },
    { h: 'How to decide together' },
    {
      p: 'Sit down with the marks, yes, but also with a list of what your child enjoys and avoids. Read about two or three careers in each direction, and if possible talk to someone who does that work. Take an interest test and discuss the result without arguing about it. Then let the student make the choice, with your agreement, rather than the other way round. A choice they own is a choice they will work for.',
    },
    {
      p: 'And remember the calendar. Most schools allow a change of stream in the first weeks of Class 11. Bridge courses, open schooling and flexible university admissions exist because plenty of students change direction. Choosing carefully is wise. Choosing in fear is not necessary.',
    },
  ],
};

export const hollandCodeExplained: Article = {
  slug: 'what-your-holland-code-says',
  title: 'What your Holland code says, and what it does not',
  excerpt: 'A three-letter code can spark a great conversation about careers. It cannot tell your child what to become. Here is how to read it.',
  category: 'Career tests',
  imageUrl: hollandCodeImage,
  author: 'Dr Ananya Bose',
  date: '2026-07-03',
  body: [
    {
      p: 'When students finish the interest test on Margdarshak, they see three letters: IAS, REC, SAE and so on. The letters come from the work of the psychologist John Holland, who noticed that people and jobs can both be described by six broad types of interest. Decades of research later, his model is still the most widely used framework in career guidance. It is also frequently misunderstood.',
    },
    { h: 'The six types' },
    {
      list: [
        'Realistic: practical, hands-on work with tools, machines, plants or animals.',
        'Investigative: observing, analysing and solving problems with ideas.',
        'Artistic: creating and expressing through art, words, music or design.',
        'Social: helping, teaching and caring for people.',
        'Enterprising: leading, persuading and starting things.',
        'Conventional: organising, checking and working with data and systems.',
      ],
    },
    {
      p: 'Your child’s code lists the three types they scored highest on, strongest first. Each type is scored from 0 to 40 in our version, based on how much they said they would like 60 everyday activities.',
    },
    { h: 'What the code tells you' },
    {
      p: 'It tells you what kind of activity energises your child. A student with a strong Social score is likely to enjoy work where people are at the centre; an Investigative student will want problems to think about. The order matters: ISA and SIA share the same letters, but the first leads with curiosity, the second with care.',
    },
    {
      p: 'It also tells you something about the shape of their interests. When the top scores stand well above the rest, the direction is clear. When all six scores are close, the student is open to many things and needs experiences, not more tests, to discover what they prefer.',
    },
    { h: 'What it does not tell you' },
    {
      p: 'Interests are not abilities. A high Artistic score means your child enjoys creative work, not that they will become a successful artist. Ability, effort, opportunity and chance all play their part. Equally, a low score is not a verdict: a student who scored low on Enterprising may still become an excellent leader once they find a cause they care about.',
    },
    {
      p: 'Interests also change, especially between thirteen and twenty. A code taken in Class 9 is a snapshot. Repeating the test after a year or two often shows the same leading letter with some movement underneath, which is itself useful information.',
    },
    { h: 'Why a code has three letters' },
    {
      p: 'Almost nobody is one type only. The three letters describe a blend, and the blend is what points to specific careers: an Investigative-Social student might enjoy medicine or psychology, an Investigative-Realistic one engineering or laboratory science. Reading the letters together, rather than the first letter alone, gives a far richer picture.',
    },
    { h: 'Using the code well' },
    {
      list: [
        'Read the profile together and ask your child which parts feel true and which do not.',
        'Use the career clusters as a list to explore, not a list to pick from.',
        'Look for activities this year that test the code: a science project, a drama club, volunteering.',
        'Combine the code with marks, values and family circumstances. No single number decides a future.',
      ],
    },
    {
      p: 'Used this way, a Holland code is a shared language. Parents and students who argue about “science or commerce” often find it easier to talk about “investigative or enterprising”: the conversation moves from status to what the child actually enjoys. That shift, more than any letter, is what makes a good decision possible.',
    },
  ],
};

export const beyondJeeNeet: Article = {
  slug: 'beyond-jee-and-neet',
  title: 'JEE and NEET are not the only roads',
  excerpt: 'Engineering and medicine are fine careers. They are also two out of hundreds. A tour of well-paid, respected paths that families overlook.',
  category: 'Career options',
  imageUrl: beyondJeeNeetImage,
  author: 'Imran Qureshi',
  date: '2026-08-18',
  body: [
    {
      p: 'In many Indian homes, the career conversation starts and ends with two exams. Lakhs of students prepare for JEE and NEET every year; a small fraction gets the seats they hoped for. The rest often feel they have failed, when in fact they simply aimed all their energy at one narrow door in a very large building.',
    },
    { p: 'This article is not against engineering or medicine. It is an invitation to look around the building.' },
    { h: 'Science students: more than MBBS and B.Tech' },
    {
      list: [
        'Research science at IISERs, IISc and NISER, through the IISER Aptitude Test and similar exams, leads to careers in laboratories, universities and industry.',
        'Allied health courses, such as physiotherapy, optometry, audiology, nursing and medical laboratory technology, are in demand in India and abroad.',
        'Architecture, through NATA or JEE Paper 2, combines mathematics with design.',
        'Pharmacy, biotechnology, agriculture and veterinary science offer strong careers with very different daily work.',
        'Statistics and data science at ISI, CMI and through new online degrees reward mathematical talent directly.',
      ],
    },
    { h: 'Commerce students: not only CA' },
    {
      p: 'Chartered accountancy is an excellent profession, but the commerce stream also leads to economics, actuarial science, company secretaryship, banking, business analytics and management programmes such as the five-year IPM at several IIMs. Students who enjoy numbers and people in equal measure often thrive in these roles.',
    },
    { h: 'Humanities students: among the widest choices of all' },
    {
      p: 'Law through CLAT, psychology, journalism, design through NID and NIFT, hotel management, social work, languages and translation, public policy and the civil services are all open to humanities students. Several of the country’s most respected institutions, including the National Law Universities and the National Institute of Design, admit students from every stream.',
    },
    { h: 'Skilled careers' },
    {
      p: 'Vocational degrees (B.Voc), polytechnic diplomas and apprenticeships are often dismissed, yet skilled technicians, chefs, electricians, aircraft maintenance engineers and designers are needed everywhere. A diploma followed by lateral entry into an engineering degree is a well-trodden path.',
    },
    { h: 'What about salaries?' },
    {
      p: 'Families reasonably worry about earnings. Starting salaries vary widely in every field, including engineering. What predicts a good income over a working life is skill, reputation and staying power, and those grow fastest in work a person enjoys. A motivated physiotherapist, designer or analyst often overtakes a reluctant engineer within a decade.',
    },
    { h: 'How to widen the search without losing focus' },
    {
      p: 'Start from the student, not the exam. An interest test and a frank look at which subjects they enjoy will usually suggest two or three clusters of careers. For each cluster, list the entrance exams and their dates. Many are held in the same season as JEE and NEET, and preparing for one often helps with another: the physics in JEE is useful for NATA; the biology in NEET is useful for nursing and allied health tests.',
    },
    {
      p: 'Then make a plan with a first choice and two strong alternatives that the student would genuinely be glad to pursue. A plan B you would be unhappy with is not a plan; it is a consolation prize. A plan B you have explored and respect is a second good road, and a great relief on results day.',
    },
  ],
};
