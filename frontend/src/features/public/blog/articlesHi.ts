// The blog in Hindi (issue 33), by article slug, and its categories: loaded only by the Hindi pages (BlogPages' loadHindi).
import { beyondJeeNeetHi, hollandCodeExplainedHi, streamAfterTenHi } from './articlesHi1';
import { cuetForParentsHi, designCareersHi, talkingWithoutPressureHi } from './articlesHi2';
import type { ArticleCategory, ArticleInHindi } from './articleTypes';

export const articlesHi: Readonly<Record<string, ArticleInHindi>> = {
  'choosing-a-stream-after-class-10': streamAfterTenHi,
  'what-your-holland-code-says': hollandCodeExplainedHi,
  'beyond-jee-and-neet': beyondJeeNeetHi,
  'cuet-explained-for-parents': cuetForParentsHi,
  'careers-in-design': designCareersHi,
  'talking-about-careers-without-pressure': talkingWithoutPressureHi,
};

export const categoriesHi: Readonly<Record<ArticleCategory, string>> = {
  'Streams and subjects': 'स्ट्रीम और विषय',
  'Career tests': 'करियर टेस्ट',
  'Career options': 'करियर के विकल्प',
  'Entrance exams': 'प्रवेश परीक्षाएँ',
  'For parents': 'माता-पिता के लिए',
};
