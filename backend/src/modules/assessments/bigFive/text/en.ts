// The Big Five result in English, written here for a teenager (and read by their parents): 'you' is the student.
// Every band says what the student's own answers describe; none is better than another.
import type { BigFiveTexts } from './types';

const quoted = (titles: readonly string[]) => titles.map((t) => `‘${t}’`).join(' and ');

export const english: BigFiveTexts = {
  bandLabels: { low: 'Low', neutral: 'In the middle', high: 'High' },
  scaleNote:
    'Low, in the middle and high describe your own answers: high means you mostly described yourself in the ways a trait involves, low that you mostly did not. They are not a comparison with other students, because this questionnaire has no Indian norms yet, and no reading is better than another.',
  ageNotice:
    'This questionnaire was tried out with people aged 16 and over. At your age, read these results as an early sketch rather than a settled picture: go through them with your counsellor, and expect them to change as you grow.',
  summary: {
    describes: (phrases) => `Your answers describe you as ${phrases.slice(0, -1).join('; ')}; and ${phrases.at(-1) ?? ''}.`,
    strongest: (most, least) => `Compared with your own answers on the other traits, ${quoted(most)} came through most strongly and ${quoted(least)} least.`,
    even: 'Your five traits came out close together, so none stands out from your own answers on the others.',
    closing: 'This is how you see yourself today, not a comparison with other students, and it can change as you grow; talk it over with your counsellor.',
  },
  domains: {
    O: {
      title: 'Openness',
      shortDescription: 'How much you are drawn to new ideas, experiences, art and ways of seeing.',
      description:
        'This trait is about how you meet the new and the unfamiliar: ideas, places, art, feelings and other points of view. Psychologists call it openness to experience. Both ends are useful: open people bring fresh ideas, and practical people keep those ideas grounded.',
      text: {
        low: 'Your answers describe you as practical and down to earth: you like what is familiar and proven. You probably prefer clear, useful tasks to abstract debates, and friends can count on you to keep plans realistic.',
        neutral: 'Your answers sit in the middle: you are open to new ideas in some areas and prefer the familiar in others. You can enjoy something new without needing everything to change.',
        high: 'Your answers describe you as curious and imaginative: you enjoy new ideas, art and experiences. Pure routine may make you restless, so look for subjects and activities that let you explore and ask ‘why?’.',
      },
      summaryPhrase: { low: 'practical and fond of the familiar', neutral: 'open to some new things and attached to some familiar ones', high: 'curious and open to new ideas' },
      facets: [
        {
          title: 'Imagination',
          text: {
            low: 'You like to keep your mind on what is real and in front of you. Daydreaming is not really your thing; facts and things that work appeal to you more.',
            neutral: 'You enjoy imagining now and then, and you come back to the practical quickly.',
            high: 'Your mind often wanders into stories, plans and ‘what if’ worlds. That can feed writing, design or problem-solving, as long as you also leave room for the task in front of you.',
          },
        },
        {
          title: 'Love of art and beauty',
          text: {
            low: 'Art, music and poetry are not what usually catch your attention. You may be moved more by things that are useful, clever or well made.',
            neutral: 'Some art, music or scenery moves you, though you may not often go looking for it.',
            high: 'You notice beauty, in a song, a building, an evening sky or a well-made object, and it matters to you. Keep making room for it: it is a real source of energy for you.',
          },
        },
        {
          title: 'Awareness of feelings',
          text: {
            low: 'You tend not to dwell on your feelings, and naming them may not come easily. Staying steady is useful; checking in with yourself now and then helps too.',
            neutral: 'You notice your feelings at times, especially the strong ones, without focusing on them all the time.',
            high: 'You feel your emotions strongly and usually know what you are feeling. That helps you understand yourself and others; on heavy days, talking to someone you trust helps as well.',
          },
        },
        {
          title: 'Liking for variety',
          text: {
            low: 'You are most at ease with familiar routines, places and food. Change may take you a little time to accept, and that is fine: routines help many people do their best work.',
            neutral: 'You like some variety and you also value your routines. Something new is welcome when it does not turn everything upside down.',
            high: 'You enjoy trying new activities, routes and places, and the same routine every day can bore you. Projects, clubs or travel that keep things changing will suit you.',
          },
        },
        {
          title: 'Love of ideas',
          text: {
            low: 'You prefer practical questions to abstract or theoretical ones. An idea interests you most when you can see what it is for.',
            neutral: 'You enjoy a good discussion or a demanding book now and then, especially on topics that matter to you.',
            high: 'You enjoy turning ideas over, reading demanding material and arguing about big questions. Subjects that let you go deep, not just memorise, will keep you interested.',
          },
        },
        {
          title: 'Openness to other views',
          text: {
            low: 'You like clear rules, and you believe that wrong actions should meet firm consequences. People can rely on you to stand by what you think is right.',
            neutral: 'You hold some views firmly and are ready to rethink others. You can see another side when it is explained well.',
            high: 'You are ready to look at a question from several sides, and you rarely think one rule fits every case. That helps you understand people who think differently from you.',
          },
        },
      ],
    },
    C: {
      title: 'Planning and follow-through',
      shortDescription: 'How you plan, organise yourself and see tasks through.',
      description:
        'This trait is about how you handle work and commitments: planning ahead, keeping things in order, keeping your word and finishing what you start. Psychologists call it conscientiousness. These are habits, and habits can be built with practice at any age.',
      text: {
        low: 'Your answers describe you as flexible and spontaneous: you would rather go with the flow than follow a strict plan. Exam seasons and long projects may feel harder; small routines, like a written list for each day, can make a big difference.',
        neutral:
          'Your answers sit in the middle: you plan and follow through when something matters to you, and relax when it does not. You can switch between careful and easygoing as the situation needs.',
        high: 'Your answers describe you as organised and dependable: you like to plan ahead and finish what you start. Remember to rest as well: not every task needs to be perfect.',
      },
      summaryPhrase: { low: 'flexible and spontaneous', neutral: 'organised when it matters to you', high: 'organised and dependable' },
      facets: [
        {
          title: 'Confidence in getting things done',
          text: {
            low: 'You sometimes doubt that you can manage a task well. Breaking a big job into small steps, and noticing each one you finish, can build that confidence.',
            neutral: 'You feel sure of yourself with some kinds of task and less sure with others.',
            high: 'You usually feel able to handle what is asked of you, and you find a way to get it done.',
          },
        },
        {
          title: 'Tidiness and order',
          text: {
            low: 'Your room, bag or notes may not stay tidy for long, and lists and timetables are not really your style. A few fixed places for important things can save you time and worry.',
            neutral: 'You keep things in order when it matters, and let them slide a little at other times.',
            high: 'You like things neat and in their place, and you enjoy lists, plans and routines.',
          },
        },
        {
          title: 'Keeping promises',
          text: {
            low: 'You like to know why a rule exists before you follow it, and you question rules that seem pointless. Saying plainly what you can take on helps others know where they stand with you.',
            neutral: 'You usually keep your word and follow the rules, though you may bend a rule that makes no sense to you.',
            high: 'Keeping promises and telling the truth matter a lot to you. Others can rely on you to do what you said you would.',
          },
        },
        {
          title: 'Drive to achieve',
          text: {
            low: 'You tend to do what is needed without pushing for more. A goal that truly interests you may bring out more drive.',
            neutral: 'You work hard for goals you care about and take it easier elsewhere.',
            high: 'You set yourself high goals and put in extra effort to reach them. Keep an eye on balance, so that striving does not crowd out sleep, play and friends.',
          },
        },
        {
          title: 'Self-discipline',
          text: {
            low: 'Getting started can be hard for you, and time may slip away on other things. Short, timed bursts of work with a break after each can help you begin.',
            neutral: 'You can make yourself work when you have to, though on some days getting started takes effort.',
            high: 'You can usually make yourself start a task and keep at it until it is done, even when it is dull.',
          },
        },
        {
          title: 'Thinking before acting',
          text: {
            low: 'You often act or speak quickly, on the first idea that comes. That can be refreshing; for big decisions, pausing to list the options first will help.',
            neutral: 'You think carefully about big decisions and act quickly on small ones.',
            high: 'You take your time and think the options through before you decide. That protects you from hasty choices; just do not let it stop you from deciding at all.',
          },
        },
      ],
    },
    E: {
      title: 'Social energy',
      shortDescription: 'Where you get your energy: from people and activity, or from quieter time.',
      description:
        'This trait is about how much you enjoy company, activity and excitement, and how readily you speak up. Psychologists call it extraversion, and its other end introversion. Neither is better: classrooms and workplaces need both talkers and quiet thinkers.',
      text: {
        low: 'Your answers describe you as someone who recharges in quiet time, with a few close friends rather than a crowd. You may like to think before you speak, and subjects and careers that allow focused, independent work can suit you well.',
        neutral: 'Your answers sit in the middle: you enjoy company and activity, and you also need time on your own. You can adapt to lively settings and to quiet ones.',
        high: 'Your answers describe you as lively and sociable: you gain energy from people and activity. Group work, events and leading a team are likely to suit you; leave room for quiet, focused study too.',
      },
      summaryPhrase: { low: 'quiet and recharged by time to yourself', neutral: 'sociable at times and happy on your own at others', high: 'lively and sociable' },
      facets: [
        {
          title: 'Friendliness',
          text: {
            low: 'You take time to warm up to new people and may keep to yourself at first. Once you know someone, you can be a loyal friend.',
            neutral: 'You are friendly with people you know and a little reserved with people you do not.',
            high: 'You make friends easily and feel comfortable with most people you meet.',
          },
        },
        {
          title: 'Enjoying company',
          text: {
            low: 'Large groups and busy places tire you quickly, and you prefer time alone or with one or two people.',
            neutral: 'You enjoy a gathering now and then, and you also value time to yourself.',
            high: 'You enjoy being around lots of people, at parties, festivals and busy events.',
          },
        },
        {
          title: 'Taking the lead',
          text: {
            low: 'You are happy to let others lead and to contribute from within the group. Your ideas still count: try sharing one in each group task.',
            neutral: 'You take charge when it is needed and let others lead at other times.',
            high: 'You like to take charge, speak up and steer what a group does.',
          },
        },
        {
          title: 'Pace of life',
          text: {
            low: 'You like a calm, unhurried pace and time to unwind between activities.',
            neutral: 'You keep reasonably busy, with a mix of activity and rest.',
            high: 'You like to stay busy and on the move, with many things going on at once. Check that your week still leaves time for sleep.',
          },
        },
        {
          title: 'Thrill-seeking',
          text: {
            low: 'You prefer calm settings to noise and thrills, and you avoid risks you do not need to take.',
            neutral: 'You enjoy some excitement without needing it all the time.',
            high: 'You love excitement and adventure, and quiet days can bore you. Sport, travel or performing can be good outlets; keep the risks sensible.',
          },
        },
        {
          title: 'Cheerfulness',
          text: {
            low: 'You tend to be calm and serious rather than bubbly, and you may not show your happiness openly.',
            neutral: 'You have your share of good moods and fun, along with quieter, more serious days.',
            high: 'You often feel cheerful and enthusiastic, and your good mood can lift the people around you.',
          },
        },
      ],
    },
    A: {
      title: 'Cooperativeness',
      shortDescription: 'How you get along with others: trust, kindness and give-and-take.',
      description:
        'This trait is about how you treat other people: whether you trust them, help them and look for agreement, or keep some distance and stand your ground. Psychologists call it agreeableness. Kindness and the ability to say no are both worth having.',
      text: {
        low: 'Your answers describe you as independent and direct: you say what you think and are not easily swayed. That can make you a strong debater or critic; remember that others may need a gentler word before they can hear you.',
        neutral: 'Your answers sit in the middle: you are usually kind and cooperative, and you can also stand firm when you need to.',
        high: 'Your answers describe you as warm, trusting and helpful: you care about getting along. People probably find you easy to be with; make sure you can also say no when you need to.',
      },
      summaryPhrase: { low: 'independent and direct', neutral: 'usually cooperative and able to stand firm', high: 'warm and cooperative' },
      facets: [
        {
          title: 'Trust in others',
          text: {
            low: 'You are careful about trusting people and like them to prove themselves first.',
            neutral: 'You trust people you know and stay a little cautious with strangers.',
            high: 'You believe most people mean well, and you give them the benefit of the doubt.',
          },
        },
        {
          title: 'Straightforwardness',
          text: {
            low: 'You are tactful and choose your words with care, and you may keep some thoughts to yourself until the time is right. When something matters to you, saying it openly helps people understand you.',
            neutral: 'You are mostly straightforward with people, though you may hold something back at times.',
            high: 'You are sincere and straightforward: what people see is what you are.',
          },
        },
        {
          title: 'Helpfulness',
          text: {
            low: 'Your answers put your own tasks first more often than offering help. When you do help, a small act now and then can mean a lot to someone.',
            neutral: 'You help others when you can, especially the people close to you.',
            high: 'You really enjoy helping people, and others often turn to you when they need a hand.',
          },
        },
        {
          title: 'Keeping the peace',
          text: {
            low: 'You are ready to stand your ground in a disagreement and say what you think. Keeping your voice calm when you disagree will make your views easier to hear.',
            neutral: 'You avoid quarrels when you can, and you stand up for yourself when it matters.',
            high: 'You dislike conflict and look for calm ways to settle a disagreement.',
          },
        },
        {
          title: 'Modesty',
          text: {
            low: 'You are confident about your qualities and comfortable saying so. Confidence helps; remember to notice what others bring too.',
            neutral: 'You know your strengths and do not usually make a show of them.',
            high: 'You do not like to talk yourself up and would rather let your work speak. In interviews and applications, it is fine to describe your strengths plainly.',
          },
        },
        {
          title: 'Compassion',
          text: {
            low: 'You tend to look at problems with your head rather than your heart, and you stay steady when others are upset, which can help you think of practical ways to help.',
            neutral: 'You feel for people in difficulty, especially when you see it up close.',
            high: 'You feel deeply for people who are struggling, and you want to do something about it.',
          },
        },
      ],
    },
    N: {
      title: 'Emotional sensitivity',
      shortDescription: 'How strongly you feel worry, frustration, low moods and stress.',
      description:
        'This trait is about how strongly and how often you feel difficult emotions such as worry, frustration or sadness, and how you cope with pressure; its other end is emotional steadiness. Psychology books call it ‘neuroticism’, a technical word that does not mean anything is wrong with you. Sensitivity often goes with care and alertness, and everyone can learn ways to manage stress.',
      text: {
        low: 'Your answers describe you as calm and steady: stress and setbacks do not easily shake you. That steadiness helps at exam time; make sure you still notice when something really is wrong.',
        neutral: 'Your answers sit in the middle: you feel worry or frustration at times, and you usually recover without much trouble.',
        high: 'Your answers describe strong feelings: you may worry, get frustrated or feel low more often than you would like. This is common in the teenage years: ask your counsellor about ways to handle stress, and reach out to someone you trust when things feel heavy.',
      },
      summaryPhrase: { low: 'calm and steady under stress', neutral: 'calm most of the time, with the usual ups and downs', high: 'emotionally sensitive' },
      facets: [
        {
          title: 'Worry',
          text: {
            low: 'You rarely worry or expect the worst, and you stay relaxed in most situations.',
            neutral: 'You worry sometimes, usually about things that really matter, such as exams.',
            high: 'You often worry and may expect things to go wrong. Writing worries down, slow breathing and talking to someone you trust can take the edge off.',
          },
        },
        {
          title: 'Frustration',
          text: {
            low: 'You stay patient and are rarely irritated, even when plans go wrong.',
            neutral: 'You get annoyed now and then, and it usually passes quickly.',
            high: 'You can get irritated or angry quickly when something feels unfair or goes wrong. Noticing the first signs and stepping away for a minute can help you respond the way you want to.',
          },
        },
        {
          title: 'Low moods',
          text: {
            low: 'You seldom feel down for long, and you are generally at ease with yourself.',
            neutral: 'You have low days now and then, and you usually bounce back.',
            high: 'You may often feel down or be hard on yourself. You are not alone in this: please talk to your counsellor or an adult you trust, especially if the feeling lasts for weeks.',
          },
        },
        {
          title: 'Self-consciousness',
          text: {
            low: 'You are comfortable in social situations and do not worry much about what others think of you.',
            neutral: 'You feel shy in some situations, such as meeting new people, and at ease in others.',
            high: 'You may feel shy or worry about how others see you, and feel fully at ease mainly with friends. Small, low-pressure steps, like speaking once in each class, build confidence over time.',
          },
        },
        {
          title: 'Pull of temptation',
          text: {
            low: 'You find it easy to resist temptations, whether snacks, your phone or games.',
            neutral: 'You can usually resist temptation, though you give in now and then.',
            high: 'Cravings and urges, for snacks, screens or games, can be hard for you to resist. Limits set in advance, such as keeping the phone in another room while you study, help more than willpower alone.',
          },
        },
        {
          title: 'Feeling overwhelmed',
          text: {
            low: 'You stay calm under pressure and can think clearly when things pile up.',
            neutral: 'Pressure gets to you sometimes, and you can usually find your way through.',
            high: 'When a lot happens at once, you can feel overwhelmed or stuck. Breaking work into small steps, and asking for help early, makes busy times easier.',
          },
        },
      ],
    },
  },
};
