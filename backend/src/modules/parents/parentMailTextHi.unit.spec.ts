// The parent's report mail in Hindi names the report in Hindi (issue 33), as the Hindi report page does.
import { describe, expect, it } from 'vitest';
import { reportReadyTextHi } from './parentMailTextHi';

describe("the parent's report mail in Hindi", () => {
  it('names the report in Hindi, with the same link, and leaves no English but the brand and PDF', () => {
    const link = 'https://margdarshak.example/student/report/r1';
    for (const update of [false, true]) {
      const { subject, text } = reportReadyTextHi('Asha', 'Comprehensive Career Assessment Report', update, link);
      expect(text).toContain('“करियर आकलन रिपोर्ट”');
      expect(text).toContain(link);
      expect(`${subject} ${text.replace(link, '')}`.replaceAll('Margdarshak', '').replaceAll('PDF', '').replaceAll('Asha', '')).not.toMatch(/[A-Za-z]{2,}/);
    }
    expect(reportReadyTextHi(undefined, 'Holland Code Report', false, link).text).toContain('आपके बच्चे के काउंसलर ने उसके नतीजे देखकर उसकी “हॉलैंड कोड रिपोर्ट” साझा की है।');
  });
});
