// The eight intelligences' names, with what each is about in brackets, in English and Hindi: one list for the scoring,
// the web result and the PDF.
import type { Intelligence, TestLanguage } from './tests';

export const intelligenceLabelsIn: Record<TestLanguage, Record<Intelligence, string>> = {
  en: {
    linguistic: 'Linguistic (words)',
    logical: 'Logical-mathematical (numbers and reasoning)',
    musical: 'Musical (sound and rhythm)',
    bodily: 'Bodily-kinesthetic (movement and hands)',
    spatial: 'Spatial (pictures and space)',
    interpersonal: 'Interpersonal (people)',
    intrapersonal: 'Intrapersonal (self-knowledge)',
    naturalist: 'Naturalist (nature and patterns in living things)',
  },
  hi: {
    linguistic: 'भाषाई (शब्द)',
    logical: 'तार्किक-गणितीय (संख्याएँ और तर्क)',
    musical: 'संगीतात्मक (सुर और ताल)',
    bodily: 'शारीरिक (हलचल और हाथ)',
    spatial: 'दृश्य-स्थानिक (चित्र और जगह)',
    interpersonal: 'पारस्परिक (लोगों से जुड़ना)',
    intrapersonal: 'आत्म-बोध (ख़ुद को समझना)',
    naturalist: 'प्रकृति-प्रेमी (प्रकृति और जीव-जगत)',
  },
};
