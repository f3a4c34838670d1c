// The three packages a new install offers, with their words in Hindi (issue 33; docs/hindi-glossary.md). Ids are fixed so
// seeding twice finds them already there.
import type { PackageInput } from '@margdarshak/contracts/api/packages';

export const demoPackages: (PackageInput & { id: string })[] = [
  {
    id: '3f1c2b1e-6a61-4b8f-9a52-0c1d5e6f7a01',
    type: 'basic',
    name: 'Basic',
    description: 'One focused conversation for a student who needs a clear next step: which stream after Class 10, which subjects to keep, or how to read a confusing set of options.',
    price: 999,
    highlighted: false,
    features: [
      'One 60-minute video session with a verified counsellor',
      'Holland code (RIASEC) interest test before the session',
      'Interest profile explained in plain language',
      'Three suggested career directions to explore',
      'Written session summary within 48 hours',
    ],
    hindi: {
      name: 'बेसिक',
      description: 'एक सीधी, काम की बातचीत, उस विद्यार्थी के लिए जिसे अगला क़दम साफ़-साफ़ जानना है: कक्षा 10 के बाद कौन-सी स्ट्रीम लें, कौन-से विषय रखें, या उलझे हुए विकल्पों को कैसे समझें।',
      features: [
        'जाँचे-परखे काउंसलर के साथ 60 मिनट का एक वीडियो सेशन',
        'सेशन से पहले हॉलैंड कोड (RIASEC) रुचि टेस्ट',
        'रुचियों की प्रोफ़ाइल, आसान शब्दों में समझाई हुई',
        'करियर की तीन सुझाई गई दिशाएँ, आगे खोजने के लिए',
        '48 घंटे के भीतर सेशन का लिखित सारांश',
      ],
    },
  },
  {
    id: '3f1c2b1e-6a61-4b8f-9a52-0c1d5e6f7a02',
    type: 'advanced',
    name: 'Advanced',
    description: 'For students choosing between streams, courses or colleges who want their interests and strengths looked at together, with a parent in the room.',
    price: 1999,
    highlighted: true,
    features: [
      'One 60-minute video session, parents welcome to join',
      'Holland code (RIASEC) and Multiple Intelligences tests',
      'Stream and subject recommendation for Class 11 and 12',
      'Shortlist of courses, entrance exams and colleges to look at',
      'Personalised results report released by your counsellor',
      'One follow-up question by e-mail within two weeks',
    ],
    hindi: {
      name: 'एडवांस्ड',
      description: 'स्ट्रीम, कोर्स या कॉलेज के चुनाव के लिए: विद्यार्थी की रुचियाँ और ख़ूबियाँ साथ-साथ देखी जाती हैं, और माता-पिता भी साथ बैठ सकते हैं।',
      features: [
        '60 मिनट का एक वीडियो सेशन, माता-पिता भी जुड़ सकते हैं',
        'हॉलैंड कोड (RIASEC) और बहुआयामी बुद्धि टेस्ट',
        'कक्षा 11 और 12 के लिए स्ट्रीम और विषयों की सलाह',
        'देखने लायक़ कोर्सों, प्रवेश परीक्षाओं और कॉलेजों की छोटी सूची',
        'नतीजों की आपकी अपनी रिपोर्ट, काउंसलर की ओर से जारी',
        'दो हफ़्तों के भीतर ई-मेल से एक और सवाल पूछने की सुविधा',
      ],
    },
  },
  {
    id: '3f1c2b1e-6a61-4b8f-9a52-0c1d5e6f7a03',
    type: 'comprehensive',
    name: 'Comprehensive',
    description: 'The full picture for a big decision: interests, personality and learning strengths, turned into a written plan the family can keep returning to.',
    price: 3999,
    highlighted: false,
    features: [
      'One 60-minute video session with a senior counsellor, parents included',
      'All three assessments: Holland code, Big Five personality and Multiple Intelligences',
      'Comprehensive PDF report with scores, career clusters and an action plan',
      'Entrance exam and application timeline for the next two years',
      'Study-strategy advice matched to how the student learns best',
      'Two follow-up questions by e-mail within a month',
    ],
    hindi: {
      name: 'कॉम्प्रिहेंसिव',
      description: 'बड़े फ़ैसले के लिए पूरी तस्वीर: रुचियाँ, व्यक्तित्व और सीखने की ख़ूबियाँ, एक लिखित योजना में, जिसे परिवार बार-बार खोलकर देख सके।',
      features: [
        'सीनियर काउंसलर के साथ 60 मिनट का एक वीडियो सेशन, माता-पिता भी शामिल',
        'तीनों टेस्ट: हॉलैंड कोड (RIASEC), बिग फ़ाइव व्यक्तित्व और बहुआयामी बुद्धि',
        'स्कोर, करियर के समूहों और आगे की योजना वाली पूरी पीडीएफ़ रिपोर्ट',
        'अगले दो साल की प्रवेश परीक्षाओं और आवेदनों की समय-सारणी',
        'पढ़ाई के तरीक़े की सलाह, विद्यार्थी के सीखने के सबसे अच्छे ढंग के हिसाब से',
        'एक महीने के भीतर ई-मेल से दो और सवाल पूछने की सुविधा',
      ],
    },
  },
];
