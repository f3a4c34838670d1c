// The last mails of a closed account in Hindi (issue 33), for a student or parent whose account read Hindi; English,
// byte for byte as before, for everyone else.
import { describe, expect, it } from 'vitest';
import { accountDeletedByParentMail, accountDeletedByParentMailIn, accountDeletedMail, accountDeletedMailIn, childAccountDeletedMail, childAccountDeletedMailIn } from './deletionMail';

const noEnglish = (text: string, kept: string[] = []) =>
  kept
    .reduce((rest, word) => rest.replaceAll(word, ''), text)
    .replaceAll('Margdarshak', '')
    .match(/[A-Za-z]{2,}/g);

describe('the account deletion mails', () => {
  it('are the English ones in English', () => {
    expect(accountDeletedMailIn('en', 'a@example.in', 'm1')).toEqual(accountDeletedMail('a@example.in', 'm1'));
    expect(accountDeletedByParentMailIn('en', 'a@example.in', 'm1')).toEqual(accountDeletedByParentMail('a@example.in', 'm1'));
    expect(childAccountDeletedMailIn('en', 'p@example.in', 'm1', 'Asha')).toEqual(childAccountDeletedMail('p@example.in', 'm1', 'Asha'));
  });

  it('are Hindi, to the same address under the same id, in Hindi', () => {
    for (const mail of [accountDeletedMailIn('hi', 'a@example.in', 'm1'), accountDeletedByParentMailIn('hi', 'a@example.in', 'm1'), childAccountDeletedMailIn('hi', 'a@example.in', 'm1', undefined)]) {
      expect(mail).toMatchObject({ id: 'm1', to: 'a@example.in' });
      expect(noEnglish(mail.subject)).toBeNull();
      expect(noEnglish(mail.text)).toBeNull();
    }
  });

  it("names the child to the parent who closed the child's account", () => {
    expect(childAccountDeletedMailIn('hi', 'p@example.in', 'm1', 'Asha').text).toContain('आपके कहने पर Asha का Margdarshak खाता हटा दिया गया है।');
    expect(childAccountDeletedMailIn('hi', 'p@example.in', 'm1', undefined).text).toContain('आपके कहने पर आपके बच्चे का Margdarshak खाता');
  });
});
