// Profiles led by Enterprising: students who like to lead, persuade and get things started.
import { define } from './define';

export const enterprisingProfiles = [
  define({
    code: 'ESA',
    title: 'The Rallying Voice',
    tagline: 'Wins people over and turns a shared idea into action.',
    summary:
      'Your child is lively, confident and at ease with people of every age. They are often elected to lead, enjoy speaking on stage, and love getting a group excited about a plan. They care how people feel, and they bring a creative flair to the way they present ideas. Public relations, media, marketing and public life suit this persuasive, warm and expressive combination.',
    strengths: [
      'Enjoys speaking to a group and holding its attention',
      'Likes building relationships quickly',
      'Energised by motivating a group',
      'Enjoys finding fresh ways to present ideas',
      'Comfortable with responsibility and visibility',
    ],
    challenges: ['May make quick promises and struggle to keep them all', 'Can find solitary, detailed work dull and leave it to the last minute'],
    career_clusters: [
      {
        cluster: 'Public relations and corporate communication',
        examples: ['St. Xavier’s College, Mumbai (Mass Media)', 'Indian Institute of Mass Communication, New Delhi (Advertising and Public Relations, postgraduate)', 'Savitribai Phule Pune University (Department of Communication and Journalism; state university)'],
      },
      { cluster: 'Political science and public affairs', examples: ['Hindu College, Delhi', 'Jadavpur University, Kolkata (state university)', 'Ashoka University'] },
      {
        cluster: 'Marketing and sales leadership',
        examples: ['IIM Indore (IPM)', 'NMIMS, Mumbai', 'MICA Ahmedabad (postgraduate)', 'Jamnalal Bajaj Institute of Management Studies, Mumbai (University of Mumbai; state university)'],
      },
    ],
    action_plan: [
      'Consider Humanities or Commerce for them, with English and a subject such as political science, economics or mass media',
      'Encourage them to stand for the student council, captain a house or team, or organise an inter-school event from start to finish',
      'Let them take part in debates, Model UN, youth parliaments and public-speaking contests',
      'They can prepare for CUET-UG and IPMAT, and the Symbiosis Entrance Test for media courses',
      'Help them find a holiday internship with a local newspaper, an NGO’s outreach team or a public-relations firm',
    ],
    recommended_streams: ['Humanities', 'Commerce'],
  }),
  define({
    code: 'ESC',
    title: 'The Team Manager',
    tagline: 'Leads people well and runs things in good order.',
    summary:
      'Your child likes to lead, and likes a well-run team even more. They are sociable and persuasive, yet they also keep track of who is doing what and whether it is getting done. They may manage the class fund, captain a team with clear practice plans, or help serve customers in a family business. Retail and sales management, hotel operations and aviation services suit this confident, people-focused and organised style.',
    strengths: [
      'Likes leading with warmth and clarity',
      'Tends to keep track of tasks and deadlines',
      'Enjoys persuading customers and colleagues',
      'Cares about keeping money and records accurate',
      'Comfortable dealing calmly with difficult people',
    ],
    challenges: ['May take over tasks rather than trusting others with them', 'Can get frustrated when others are disorganised'],
    career_clusters: [
      {
        cluster: 'Business and retail management',
        examples: ['IIM Ranchi (IPM)', 'IIM Bodh Gaya (IPM)', 'Christ University, Bengaluru (BBA)', 'IGNOU (open university; BBA in retailing)'],
      },
      { cluster: 'Hotel operations', examples: ['IHM Ahmedabad', 'Welcomgroup Graduate School of Hotel Administration, Manipal', 'State government IHMs (through NCHM JEE)'] },
      {
        cluster: 'Aviation and airport services',
        examples: ['Rajiv Gandhi National Aviation University, Amethi', 'Indira Gandhi Rashtriya Uran Akademi, Fursatganj (pilot training)', 'Government Aviation Training Institute, Bhubaneswar (Odisha state government; pilot training)'],
      },
    ],
    action_plan: [
      'For them, Commerce with mathematics and business studies is the natural choice',
      'Encourage them to lead a team with real stakes: the house sports team, a fest committee or a charity sale',
      'They can prepare for IPMAT or JIPMAT for integrated management programmes, and CUET-UG for BBA and B.Com',
      'Let them work weekends or a holiday in a shop, a family business or a hotel front office to see management from the ground up',
      'Read one business story a week together and talk about what the manager did well or badly',
    ],
    recommended_streams: ['Commerce'],
  }),
  define({
    code: 'ECS',
    title: 'The Public Administrator',
    tagline: 'Makes organisations work for the people they serve.',
    summary:
      'Your child likes responsibility, rules that make sense, and the satisfaction of seeing a system serve people well. They are often the class monitor who takes the job seriously, or the volunteer who sorts out a muddled event registration. They can lead, but they lead through organisation and fairness rather than charisma alone. The civil services, public administration and corporate governance suit this responsible, orderly and people-minded combination.',
    strengths: [
      'Tends to be responsible and dependable',
      'Enjoys organising people and paperwork',
      'Cares about fairness and rules',
      'Prefers to take decisions calmly',
      'Interested in how institutions work',
    ],
    challenges: ['May feel frustrated by slow systems and red tape', 'Can become rigid under pressure'],
    career_clusters: [
      {
        cluster: 'Civil services',
        examples: ['Lal Bahadur Shastri National Academy of Administration, Mussoorie (after UPSC)', 'Indian Institute of Public Administration, New Delhi', 'YASHADA, Pune (state administrative training institute, for state civil service officers)'],
      },
      {
        cluster: 'Political science and public administration degrees',
        examples: ['Hindu College, Delhi', 'Presidency University, Kolkata (state university)', 'Loyola College, Chennai'],
      },
      {
        cluster: 'Company secretaryship and corporate governance',
        examples: ['The Institute of Company Secretaries of India (ICSI)', 'Shri Ram College of Commerce, Delhi', 'IGNOU (open university; B.Com)'],
      },
    ],
    action_plan: [
      'Consider Humanities with political science, history and economics for them, or Commerce if company secretaryship appeals',
      'Encourage them to read a national newspaper daily and keep short notes; the habit is the foundation of civil services preparation',
      'Let them serve on the student council or as a prefect, and run a real responsibility such as the library or a duty roster',
      'They can prepare for CUET-UG for a strong degree first, since UPSC and state civil services exams come after graduation',
      'Visit a district office, a panchayat meeting or a municipal ward office together to watch administration at work',
    ],
    recommended_streams: ['Humanities', 'Commerce'],
  }),
  define({
    code: 'EAS',
    title: 'The Creative Entrepreneur',
    tagline: 'Builds ventures around ideas that delight people.',
    summary:
      'Your child is full of schemes, and many of them are about making people happy: a themed bake sale, a video channel, a pop-up stall with hand-painted signs. They enjoy selling an idea, leading a small crew and adding a creative touch that makes it memorable. They notice what people like and quickly think of how to offer it. Marketing, entrepreneurship and the food and hospitality business reward this enterprising, imaginative and people-loving mix.',
    strengths: [
      'Keen to spot opportunities',
      'Enjoys adding creative flair to a presentation',
      'Enjoys winning people over',
      'Curious about what customers enjoy',
      'Likes rallying a team around a plan',
    ],
    challenges: ['May start ventures faster than they can finish them', 'Can overlook costs and accounts in the excitement'],
    career_clusters: [
      {
        cluster: 'Marketing and brand management',
        examples: ['IIM Rohtak (IPM)', 'NMIMS, Mumbai', 'MICA Ahmedabad (postgraduate)', 'Department of Management Sciences, Savitribai Phule Pune University (MBA; state university)'],
      },
      { cluster: 'Entrepreneurship', examples: ['Entrepreneurship Development Institute of India, Ahmedabad', 'FLAME University, Pune', 'IGNOU (open university; BBA)'] },
      { cluster: 'Food and hospitality business', examples: ['Culinary Academy of India, Hyderabad', 'State government IHMs (through NCHM JEE)', 'IHM Pusa, New Delhi'] },
    ],
    action_plan: [
      'Consider Commerce with a creative elective for them, or Humanities with economics and a fine arts subject',
      'Let them run a small venture with a creative twist, such as themed baking, custom stationery or event photography, and track every sale',
      'They can prepare for IPMAT, CUET-UG for BBA, or NCHM JEE if food and hospitality are the passion',
      'Encourage them to enter school business-plan competitions and pitch to real judges',
      'Ask a local café owner, designer or event planner whether your child can shadow them for a few days',
    ],
    recommended_streams: ['Commerce', 'Humanities'],
  }),
  define({
    code: 'EIC',
    title: 'The Financial Strategist',
    tagline: 'Reads the numbers, spots the opportunity and makes the call.',
    summary:
      'Your child is ambitious and enjoys the challenge of making money work. They may follow share prices, compare options carefully before any purchase, or keep a club’s accounts with real pleasure. They like to analyse a situation thoroughly and then take a decision once the numbers are clear. Investment, financial analysis, chartered accountancy and securities markets suit this enterprising, analytical and orderly mind.',
    strengths: [
      'Comfortable with numbers and with risk',
      'Likes deciding firmly once the analysis is done',
      'Keen to set ambitious goals for themselves',
      'Likes keeping data and records in order',
      'Enjoys negotiating',
    ],
    challenges: ['May measure success only in money or rank', 'Can take on too much risk when feeling confident'],
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
      'Consider Commerce with mathematics for them; mathematics keeps economics honours, IPM and quantitative finance open',
      'If chartered accountancy appeals, they can register for CA Foundation (possible after Class 10) and write it after the Class 12 boards',
      'Encourage them to follow markets through a virtual trading game or a mock portfolio, writing down the reason for each decision',
      'They can prepare for IPMAT and CUET-UG for B.Com (Hons) and economics at leading colleges',
      'Work through the free investor-awareness material from SEBI and NISM together and discuss it at home',
    ],
    recommended_streams: ['Commerce', 'Science (PCM)'],
  }),
  define({
    code: 'ERC',
    title: 'The Operations Chief',
    tagline: 'Runs sites, fleets and factories with a firm, fair hand.',
    summary:
      'Your child is practical, competitive and likes being in charge of something real. They enjoy working out the quickest way to get a job done, and then making sure everyone sticks to the plan. Machines, vehicles and building sites interest them, and so do targets and numbers. Operations, manufacturing management, construction and shipping suit this decisive, hands-on and orderly combination.',
    strengths: [
      'Likes making decisions and getting things moving',
      'Interested in how machines and processes run',
      'Enjoys keeping people and schedules on track',
      'Comfortable with targets and measures',
      'Tends to stay firm under pressure',
    ],
    challenges: ['Can come across as bossy when in a hurry', 'May undervalue the people side of leadership'],
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
      'For them, PCM keeps engineering, marine and technical-management routes open; Commerce with mathematics suits logistics and business',
      'Encourage them to take charge of the practical side of a school event: transport, seating, equipment and timing',
      'They can prepare for JEE Main, the IMU CET for merchant navy courses, or CUET-UG for logistics and business degrees',
      'Take them to a port, a warehouse, a factory or a construction site, and talk about how the work is coordinated',
      'Help them learn spreadsheets and simple project-planning tools by planning a family trip or a club project',
    ],
    recommended_streams: ['Science (PCM)', 'Commerce'],
  }),
  define({
    code: 'EIS',
    title: 'The Advocate',
    tagline: 'Argues clearly, fights fairly and wins for others.',
    summary:
      'Your child loves a good argument, as long as it is fair and grounded in facts. They question rules that seem unjust, prepare carefully for debates, and often stand up for a friend who cannot speak for themselves. They are curious about how society and its institutions work, and they enjoy the contest of persuading others. Law, diplomacy and investigative journalism suit this persuasive, analytical and principled mix.',
    strengths: [
      'Enjoys thinking on their feet in an argument',
      'Likes reading carefully and spotting weak arguments',
      'Cares strongly about justice',
      'Comfortable speaking in public',
      'Enjoys researching a case thoroughly',
    ],
    challenges: ['May argue to win even at the dinner table', 'Can find it hard to let go of a disagreement'],
    career_clusters: [
      {
        cluster: 'Law',
        examples: ['National Law University, Delhi (state university)', 'WBNUJS, Kolkata', 'National Law University, Jodhpur', 'Gujarat National Law University, Gandhinagar (state university)'],
      },
      {
        cluster: 'Diplomacy and international relations',
        examples: ['Jawaharlal Nehru University (School of International Studies, postgraduate)', 'Jindal School of International Affairs, Sonipat', 'Jadavpur University (Department of International Relations; state university)'],
      },
      {
        cluster: 'Investigative and legal journalism',
        examples: ['Indian Institute of Journalism and New Media, Bengaluru', 'Asian College of Journalism, Chennai (postgraduate)', 'Andhra University (Department of Journalism and Mass Communication; state university)'],
      },
    ],
    action_plan: [
      'For them, Humanities with political science, history and English is ideal; Commerce also works for corporate law',
      'Encourage them to debate, do Model UN, and enter moot-court or mock-trial events for school students',
      'From Class 11, they can prepare for CLAT and AILET, with daily editorial reading and logical-reasoning practice',
      'Read about a landmark Supreme Court judgment each week together and discuss it at home',
      'Help them spend a holiday week shadowing a lawyer at a district court or volunteering with a legal-aid clinic',
    ],
    recommended_streams: ['Humanities', 'Commerce'],
  }),
  define({
    code: 'ECI',
    title: 'The Corporate Planner',
    tagline: 'Sets the target, builds the plan and checks the results.',
    summary:
      'Your child likes goals, plans and progress charts. They enjoy organising a project from the top down, breaking it into steps, tracking the numbers and adjusting when something falls behind. They are ambitious and like to lead, but they lead with data and structure rather than speeches. Management consulting, business analytics, insurance and corporate strategy suit this enterprising, orderly and analytical combination.',
    strengths: [
      'Likes planning ahead and thinking in steps',
      'Comfortable with data, charts and budgets',
      'Keen on goals and persistent in reaching them',
      'Prefers to lead through clear structure',
      'Often notices what is off track',
    ],
    challenges: ['May be uncomfortable when a plan has to be dropped', 'Can focus on targets and forget to thank the people who met them'],
    career_clusters: [
      {
        cluster: 'Integrated management programmes',
        examples: ['IIM Indore (IPM)', 'IIM Jammu (IPM)', 'IIM Bodh Gaya (IPM)', 'University of Mumbai (BMS through affiliated colleges; state university)'],
      },
      {
        cluster: 'Business analytics',
        examples: ['IIM Calcutta, ISI Kolkata and IIT Kharagpur (joint PGDBA, postgraduate)', 'IIT Madras (BS in Data Science and Applications)', 'Delhi Technological University (mathematics and computing; state university)'],
      },
      {
        cluster: 'Insurance and risk management',
        examples: ['Insurance Institute of India, Mumbai', 'National Insurance Academy, Pune', 'University of Mumbai (B.Com in banking and insurance; state university)'],
      },
      { cluster: 'Commerce and finance degrees', examples: ['Loyola College, Chennai', 'St. Xavier’s College, Kolkata', 'University of Madras (B.Com; state university)'] },
    ],
    action_plan: [
      'Consider Commerce with mathematics for them, which keeps IPM, economics and analytics open',
      'In Class 12, they can prepare for IPMAT and JIPMAT, and CUET-UG for B.Com and BBA courses',
      'Encourage them to plan and run something measurable, such as a fundraiser with a target, and report the results to the school',
      'Help them learn spreadsheets properly: formulas, charts and a simple budget',
      'Suggest business-case competitions, and help them ask a working manager how a team sets its yearly targets',
    ],
    recommended_streams: ['Commerce'],
  }),
];
