// The consent mails name a student only by the name they typed, as such; with none, they say "a student" or "your
// child", and the change request shows the parent the new address in full.
import { describe, expect, it } from 'vitest';
import { consentLinkMail, parentChangeMail } from './consentMail';

const LINK = 'https://margdarshak.example/consent/abc';

describe('a consent mail for a student who has given no name', () => {
  it('says what happened without quoting any name, whatever the link asks', () => {
    expect(consentLinkMail('p@example.in', undefined, 'first', LINK).text).toContain(
      "A student signed up for Margdarshak, a career-counselling service, and gave this address as their parent's or guardian's.",
    );
    expect(consentLinkMail('p@example.in', undefined, 'again', LINK).text).toContain('Your child asks you to give your consent on Margdarshak again, after you withdrew it.');
    expect(consentLinkMail('p@example.in', undefined, 'change', LINK).text).toContain('A student on Margdarshak asks that you give consent for them');
    expect(parentChangeMail('p@example.in', undefined, 'other.guardian@example.in', LINK).text).toContain(
      'Your child on Margdarshak asks that another parent or guardian, at other.guardian@example.in, give consent',
    );
    for (const mail of [consentLinkMail('p@example.in', undefined, 'first', LINK), parentChangeMail('p@example.in', undefined, 'o@example.in', LINK)]) expect(mail.text).not.toContain('“');
  });

  it('quotes a name the student gave, as the name they gave', () => {
    expect(consentLinkMail('p@example.in', 'Asha', 'first', LINK).text).toContain('a career-counselling service, under the name “Asha”, and gave this address');
    expect(parentChangeMail('p@example.in', 'Asha', 'o@example.in', LINK).text).toContain('Your child, named “Asha” on Margdarshak, asks that another parent or guardian, at o@example.in,');
  });
});
