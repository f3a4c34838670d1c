// The student's report mail (issue 33): English as before; in Hindi for a student reading Hindi, the report named as
// its Hindi page names it, with the same link.
import { describe, expect, it } from 'vitest';
import { releaseMailText } from './releaseMail';

const LINK = 'https://margdarshak.example/student/report/r1';

describe("the student's report mail", () => {
  it('keeps the English words for English', () => {
    expect(releaseMailText('Holland Code Report', false, LINK, 'en')).toEqual({
      subject: 'Your Holland Code Report is ready',
      text: `Your counsellor has gone through your results and shared your Holland Code Report on Margdarshak.\n\nRead it, and download it as a PDF, here (sign in first): ${LINK}\n\nIt is a good idea to read it together with your parents before your next conversation with your counsellor.`,
    });
  });

  it.each([
    ['Holland Code Report', 'हॉलैंड कोड रिपोर्ट'],
    ['BigFive Report', 'बिग फ़ाइव (व्यक्तित्व) रिपोर्ट'],
    ['Multiple Intelligences Report', 'बहुआयामी बुद्धि रिपोर्ट'],
    ['Comprehensive Career Assessment Report', 'करियर आकलन रिपोर्ट'],
  ])('names %s in Hindi, released or updated, with the same link', (english, hindi) => {
    for (const update of [false, true]) {
      const { subject, text } = releaseMailText(english, update, LINK, 'hi');
      expect(subject).toContain(`“${hindi}”`);
      expect(text).toContain(`“${hindi}”`);
      expect(text).toContain(LINK);
      expect(`${subject} ${text.replace(LINK, '')}`.replaceAll('Margdarshak', '').replaceAll('PDF', '')).not.toMatch(/[A-Za-z]{2,}/);
    }
  });
});
