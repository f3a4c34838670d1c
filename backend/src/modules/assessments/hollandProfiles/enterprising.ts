// Profiles led by Enterprising: interest in leading, persuading and getting things started. Written in a neutral voice
// (issue 28): the student reads them on their own page and the parent in the PDF, so no 'you' and no 'your child'.
import { define } from './define';

export const enterprisingProfiles = [
  define({
    code: 'ESA',
    title: 'Leading People, Presenting Ideas',
    tagline: 'Gets a group excited about an idea and presents it in a fresh way.',
    summary:
      'Students with this mix light up when there is an audience to speak to and a plan to rally people around. Contesting a school election, hosting an assembly or pitching a theme for the annual fest are the kind of tasks that appeal. An interest in how people feel sits alongside a liking for presenting ideas in fresh, eye-catching ways. Public relations, media, marketing and public life all bring these interests together.',
    strengths: [
      'Enjoys speaking to a group and holding its attention',
      'Likes meeting new people and getting to know them',
      'Enjoys getting a team excited about a shared plan',
      'Likes finding fresh ways to present an idea',
      'Interested in public life, the news and how opinions form',
    ],
    challenges: [
      'Long stretches of solitary, detailed work can feel slow beside group projects and get left to the last minute',
      'Saying yes to every event and role at once can leave too little time for studies',
    ],
    career_clusters: [
      {
        cluster: 'Public relations and corporate communication',
        examples: [
          'St. Xavier’s College, Mumbai (Mass Media)',
          'Indian Institute of Mass Communication, New Delhi (Advertising and Public Relations, postgraduate)',
          'Savitribai Phule Pune University (Department of Communication and Journalism; state university)',
        ],
      },
      { cluster: 'Political science and public affairs', examples: ['Hindu College, Delhi', 'Jadavpur University, Kolkata (state university)', 'Ashoka University'] },
      {
        cluster: 'Marketing and sales leadership',
        examples: ['IIM Indore (IPM)', 'NMIMS, Mumbai', 'MICA Ahmedabad (postgraduate)', 'Jamnalal Bajaj Institute of Management Studies, Mumbai (University of Mumbai; state university)'],
      },
    ],
    action_plan: [
      'Humanities or Commerce fits this mix, with English and a subject such as political science, economics or mass media',
      'Standing for the student council, captaining a house or organising an inter-school event from start to finish is a good first test of this interest',
      'Debates, Model UN, youth parliaments and public-speaking contests give regular practice in front of an audience',
      'CUET-UG and IPMAT are the entrance tests to prepare for, with the Symbiosis Entrance Test for media courses',
      'A holiday internship with a local newspaper, an NGO’s outreach team or a public-relations firm shows what the work is like day to day',
    ],
    recommended_streams: ['Humanities', 'Commerce'],
  }),
  define({
    code: 'ESC',
    title: 'Leading a Team, Keeping It Organised',
    tagline: 'Brings people together and keeps the work in good order.',
    summary:
      'Students with this mix enjoy leading a group and also like keeping track of who is doing what. Managing the class fund, captaining a team with a clear practice plan or helping customers in a family shop are typical of the tasks that appeal. Working with people and keeping things organised matter about equally here. Retail and sales management, hotel operations and aviation services combine both.',
    strengths: [
      'Enjoys leading a team towards a clear goal',
      'Likes keeping lists of tasks and deadlines',
      'Enjoys persuading customers and colleagues',
      'Likes keeping money and records accurate',
      'Interested in how shops, hotels and airports look after their customers',
    ],
    challenges: ['Doing a task alone can seem quicker than sharing it out, which leaves the rest of the team fewer chances to help', 'Working with a group that has no clear plan can be frustrating'],
    career_clusters: [
      {
        cluster: 'Business and retail management',
        examples: ['IIM Ranchi (IPM)', 'IIM Bodh Gaya (IPM)', 'Christ University, Bengaluru (BBA)', 'IGNOU (open university; BBA in retailing)'],
      },
      { cluster: 'Hotel operations', examples: ['IHM Ahmedabad', 'Welcomgroup Graduate School of Hotel Administration, Manipal', 'State government IHMs (through NCHM JEE)'] },
      {
        cluster: 'Aviation and airport services',
        examples: [
          'Rajiv Gandhi National Aviation University, Amethi',
          'Indira Gandhi Rashtriya Uran Akademi, Fursatganj (pilot training)',
          'Government Aviation Training Institute, Bhubaneswar (Odisha state government; pilot training)',
        ],
      },
    ],
    action_plan: [
      'Commerce with mathematics and business studies fits this mix best',
      'Leading a team with real stakes, such as the house sports team, a fest committee or a charity sale, is a good first test of this interest',
      'IPMAT or JIPMAT lead to integrated management programmes, and CUET-UG to BBA and B.Com',
      'Weekend or holiday work in a shop, a family business or a hotel front office shows management from the ground up',
      'Reading one business story a week, and talking at home about what the manager did well or badly, builds an eye for how teams are run',
    ],
    recommended_streams: ['Commerce'],
  }),
  define({
    code: 'ECS',
    title: 'Organising Systems That Serve People',
    tagline: 'Makes organisations work for the people who depend on them.',
    summary:
      'Students with this mix like responsibility, rules that make sense, and seeing a system serve people well. The class monitor who takes the job seriously, or the volunteer who sorts out a muddled event registration, often has these interests. Here, leading usually means organising: a clear roster, fair turns and everyone knowing their part. The civil services, public administration and corporate governance bring these interests together.',
    strengths: [
      'Enjoys organising people, rosters and paperwork',
      'Interested in fair rules and how they are made',
      'Likes taking charge of a real responsibility, such as a duty roster or the class library',
      'Interested in how government offices, courts and companies work',
      'Enjoys reading the news and following public affairs',
    ],
    challenges: [
      'Slow systems and red tape can be discouraging, especially when the goal is clear',
      'Under pressure, following the rule book exactly can seem safer than a new approach that would work better',
    ],
    career_clusters: [
      {
        cluster: 'Civil services',
        examples: [
          'Lal Bahadur Shastri National Academy of Administration, Mussoorie (after UPSC)',
          'Indian Institute of Public Administration, New Delhi',
          'YASHADA, Pune (state administrative training institute, for state civil service officers)',
        ],
      },
      {
        cluster: 'Political science and public administration degrees',
        examples: ['Hindu College, Delhi', 'Presidency University, Kolkata (state university)', 'Jamia Millia Islamia, New Delhi'],
      },
      {
        cluster: 'Company secretaryship and corporate governance',
        examples: ['The Institute of Company Secretaries of India (ICSI)', 'Shri Ram College of Commerce, Delhi', 'IGNOU (open university; B.Com)'],
      },
    ],
    action_plan: [
      'Humanities with political science, history and economics fits this mix, or Commerce if company secretaryship appeals',
      'Reading a national newspaper daily and keeping short notes builds the habit on which civil services preparation rests',
      'Serving on the student council or as a prefect, with a real responsibility such as the library or a duty roster, is a good first test of this interest',
      'CUET-UG leads to a good degree first, since the UPSC and state civil services exams come after graduation',
      'A family visit to a district office, a panchayat meeting or a municipal ward office shows administration at work',
    ],
    recommended_streams: ['Humanities', 'Commerce'],
  }),
  define({
    code: 'EAS',
    title: 'Starting Ventures with Creative Ideas',
    tagline: 'Builds small ventures around ideas that delight people.',
    summary:
      'Students with this mix are full of schemes, and many of them are about making people happy: a themed bake sale, a video channel, a pop-up stall with hand-painted signs. Selling an idea, leading a small crew and adding a creative touch that makes it memorable all appeal. Noticing what people enjoy, and thinking of ways to offer it, comes up again and again. Marketing, entrepreneurship and the food and hospitality business bring these interests together.',
    strengths: [
      'Enjoys spotting a chance to start something new',
      'Likes adding a creative touch to a stall, a poster or a pitch',
      'Enjoys winning people over to an idea',
      'Interested in what customers enjoy and why',
      'Likes rallying a team around a plan',
    ],
    challenges: ['New ventures can get started faster than old ones are finished', 'In the excitement of a launch, costs and accounts are easy to leave for later'],
    career_clusters: [
      {
        cluster: 'Marketing and brand management',
        examples: ['IIM Rohtak (IPM)', 'NMIMS, Mumbai', 'MICA Ahmedabad (postgraduate)', 'Department of Management Sciences, Savitribai Phule Pune University (MBA; state university)'],
      },
      { cluster: 'Entrepreneurship', examples: ['Entrepreneurship Development Institute of India, Ahmedabad', 'FLAME University, Pune', 'IGNOU (open university; BBA)'] },
      { cluster: 'Food and hospitality business', examples: ['Culinary Academy of India, Hyderabad', 'State government IHMs (through NCHM JEE)', 'IHM Pusa, New Delhi'] },
    ],
    action_plan: [
      'Commerce with a creative elective fits this mix, or Humanities with economics and a fine arts subject',
      'Running a small venture with a creative twist, such as themed baking, custom stationery or event photography, and recording every sale, is a good first test of this interest',
      'IPMAT and CUET-UG lead to BBA courses, and NCHM JEE to food and hospitality',
      'School business-plan competitions give practice in pitching to real judges',
      'A few days shadowing a local café owner, designer or event planner show what running such a business is like',
    ],
    recommended_streams: ['Commerce', 'Humanities'],
  }),
  define({
    code: 'EIC',
    title: 'Business Decisions Backed by Numbers',
    tagline: 'Reads the numbers, spots the opportunity and makes the call.',
    summary:
      'Students with this mix enjoy the challenge of making money work. Following share prices, comparing options before a purchase or keeping a club’s accounts are the kind of things done for fun. Looking at a situation in depth, and deciding once the numbers are clear, is the pattern that appeals most. Investment, financial analysis, chartered accountancy and securities markets bring these interests together.',
    strengths: [
      'Enjoys working with numbers and weighing risks',
      'Likes making a decision once the analysis is done',
      'Interested in markets, prices and how businesses grow',
      'Likes keeping data and records in order',
      'Enjoys negotiating a deal',
    ],
    challenges: ['Marks, ranks and money can become the only measures of success', 'A run of good results can make a bigger risk look safer than it is'],
    career_clusters: [
      { cluster: 'Finance and investment', examples: ['Shri Ram College of Commerce, Delhi', 'St. Xavier’s College, Kolkata', 'University of Calcutta (B.Com; state university)'] },
      {
        cluster: 'Chartered and cost accountancy',
        examples: ['The Institute of Chartered Accountants of India (ICAI)', 'The Institute of Cost Accountants of India (ICMAI)', 'IGNOU (open university; B.Com alongside the professional exams)'],
      },
      {
        cluster: 'Securities markets and financial technology',
        examples: ['National Institute of Securities Markets, Navi Mumbai', 'NMIMS, Mumbai', 'University of Mumbai (B.Com in financial markets; state university)'],
      },
    ],
    action_plan: [
      'Commerce with mathematics fits this mix; mathematics keeps economics honours, IPM and quantitative finance open',
      'For chartered accountancy, registration for CA Foundation is possible after Class 10, and the exam follows the Class 12 boards',
      'A virtual trading game or a mock portfolio, with the reason for each decision written down, is a good first test of this interest',
      'IPMAT and CUET-UG lead to B.Com (Hons) and economics at leading colleges',
      'The free investor-awareness material from SEBI and NISM is worth working through and talking over at home',
    ],
    recommended_streams: ['Commerce', 'Science (PCM)'],
  }),
  define({
    code: 'ERC',
    title: 'Running Sites, Machines and Schedules',
    tagline: 'Keeps sites, fleets and factories moving to plan.',
    summary:
      'Students with this mix like being in charge of something real and practical. Working out the quickest way to get a job done, and then seeing that the plan is followed, is satisfying. Machines, vehicles and building sites are interesting, and so are targets and numbers. Operations, manufacturing management, construction and shipping bring these interests together.',
    strengths: [
      'Likes making decisions and getting things moving',
      'Interested in how machines and processes run',
      'Enjoys keeping people and schedules on track',
      'Likes setting targets and measuring progress',
      'Drawn to building sites, workshops, ports and factories',
    ],
    challenges: ['In a hurry, giving instructions can crowd out listening to the team', 'A focus on machines and numbers can leave the people side of leading for later'],
    career_clusters: [
      {
        cluster: 'Construction and real-estate management',
        examples: ['NICMAR University, Pune', 'RICS School of Built Environment, Noida', 'Government polytechnics (state-run diplomas in civil engineering, after Class 10)'],
      },
      {
        cluster: 'Shipping and port operations',
        examples: ['Indian Maritime University', 'Training Ship Chanakya, Navi Mumbai (IMU campus)', 'Gujarat Maritime University, Gandhinagar (state university)'],
      },
      {
        cluster: 'Production and operations management',
        examples: ['NIT Jamshedpur (Production and Industrial Engineering)', 'IIM Mumbai (formerly NITIE, postgraduate)', 'VJTI Mumbai (production engineering; state-aided)'],
      },
      {
        cluster: 'Transport and logistics',
        examples: ['Gati Shakti Vishwavidyalaya, Vadodara', 'Indian Institute of Foreign Trade, New Delhi (postgraduate)', 'IGNOU (open university; MBA in operations management)'],
      },
    ],
    action_plan: [
      'PCM keeps engineering, marine and technical-management routes open; Commerce with mathematics suits logistics and business',
      'Taking charge of the practical side of a school event, such as transport, seating, equipment and timing, is a good first test of this interest',
      'JEE Main, the IMU CET for merchant navy courses, or CUET-UG for logistics and business degrees are the entrance tests to consider',
      'A visit to a port, a warehouse, a factory or a construction site, and a talk afterwards about how the work was coordinated, shows the field up close',
      'Planning a family trip or a club project in a spreadsheet is a simple way into project-planning tools',
    ],
    recommended_streams: ['Science (PCM)', 'Commerce'],
  }),
  define({
    code: 'EIS',
    title: 'Making the Case, Backed by Research',
    tagline: 'Argues clearly from the facts and speaks up for others.',
    summary:
      'Students with this mix enjoy a good argument, as long as it is fair and grounded in facts. Questioning rules that seem unjust, preparing in depth for a debate and speaking up for a friend are all typical. Curiosity about how society and its institutions work goes together with enjoying the contest of persuading others. Law, diplomacy and investigative journalism bring these interests together.',
    strengths: [
      'Enjoys thinking quickly in a debate',
      'Likes reading closely and spotting weak arguments',
      'Interested in justice, rights and how laws are made',
      'Enjoys speaking in public',
      'Enjoys researching a case in depth',
    ],
    challenges: ['Arguments meant for the debating hall can spill over into family conversations', 'After a disagreement, letting the matter rest can be harder than winning the point'],
    career_clusters: [
      {
        cluster: 'Law',
        examples: ['National Law University, Delhi (state university)', 'WBNUJS, Kolkata', 'National Law University, Jodhpur', 'Gujarat National Law University, Gandhinagar (state university)'],
      },
      {
        cluster: 'Diplomacy and international relations',
        examples: [
          'Jawaharlal Nehru University (School of International Studies, postgraduate)',
          'Jindal School of International Affairs, Sonipat',
          'Jadavpur University (Department of International Relations; state university)',
        ],
      },
      {
        cluster: 'Investigative and legal journalism',
        examples: [
          'Indian Institute of Journalism and New Media, Bengaluru',
          'Asian College of Journalism, Chennai (postgraduate)',
          'Andhra University (Department of Journalism and Mass Communication; state university)',
        ],
      },
    ],
    action_plan: [
      'Humanities with political science, history and English fits this mix; Commerce also works for corporate law',
      'Debates, Model UN, and moot-court or mock-trial events for school students are a good first test of this interest',
      'From Class 11, preparation for CLAT and AILET can begin, with daily editorial reading and logical-reasoning practice',
      'Reading about a landmark Supreme Court judgment each week, and discussing it at home, shows how the law reasons',
      'A holiday week shadowing a lawyer at a district court, or volunteering with a legal-aid clinic, shows the work from the inside',
    ],
    recommended_streams: ['Humanities', 'Commerce'],
  }),
  define({
    code: 'ECI',
    title: 'Planning Goals and Checking Results',
    tagline: 'Sets the target, builds the plan and checks the numbers.',
    summary:
      'Students with this mix like goals, plans and progress charts. Organising a project from the top down, breaking it into steps, tracking the numbers and adjusting when something falls behind all appeal. Here, leading tends to mean data and structure rather than speeches. Management consulting, business analytics, insurance and corporate strategy bring these interests together.',
    strengths: [
      'Likes planning ahead and breaking work into steps',
      'Enjoys working with data, charts and budgets',
      'Likes setting goals and tracking progress towards them',
      'Interested in how companies plan and measure their work',
      'Enjoys spotting which part of a plan is off track',
    ],
    challenges: ['When a plan has to be dropped halfway, starting again can feel uncomfortable', 'With eyes on the target, thanking the people who met it is easy to forget'],
    career_clusters: [
      {
        cluster: 'Integrated management programmes',
        examples: ['IIM Indore (IPM)', 'IIM Jammu (IPM)', 'IIM Bodh Gaya (IPM)', 'University of Mumbai (BMS through affiliated colleges; state university)'],
      },
      {
        cluster: 'Business analytics',
        examples: [
          'IIM Calcutta, ISI Kolkata and IIT Kharagpur (joint PGDBA, postgraduate)',
          'IIT Madras (BS in Data Science and Applications)',
          'Delhi Technological University (mathematics and computing; state university)',
        ],
      },
      {
        cluster: 'Insurance and risk management',
        examples: ['Insurance Institute of India, Mumbai', 'National Insurance Academy, Pune', 'University of Mumbai (B.Com in banking and insurance; state university)'],
      },
      { cluster: 'Commerce and finance degrees', examples: ['Madras Christian College, Chennai', 'St. Xavier’s College, Kolkata', 'University of Madras (B.Com; state university)'] },
    ],
    action_plan: [
      'Commerce with mathematics fits this mix, and keeps IPM, economics and analytics open',
      'In Class 12, IPMAT and JIPMAT lead to integrated management programmes, and CUET-UG to B.Com and BBA courses',
      'Planning and running something measurable, such as a fundraiser with a target, and reporting the results to the school, is a good first test of this interest',
      'Spreadsheets learnt properly, with formulas, charts and a simple budget, are worth the time',
      'Business-case competitions, and a conversation with a working manager about how a team sets its yearly targets, show the work up close',
    ],
    recommended_streams: ['Commerce'],
  }),
];
