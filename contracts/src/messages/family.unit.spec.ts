// Every sentence the consent card, the ask-your-parent answer and the parent's pages can carry has its Hindi, the
// masked address and the time kept (the time said as families say it), whatever the address and the hour.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AGE_NEEDED, askedParentMessage, CONSENT_WITHDRAWN, consentAwaitedMessage, type ConsentStatus } from '../api/family';
import { addressLimitMessage, consentMailHeldBackMessage, tooManyConsentMails, tooManyMailsToAddress } from '../family/consentLimits';
import { consentStatusIn, dayAndTimeInHindi, PARENT_REFUSED } from './family';
import { hindiOf } from './hindi';

const masked = fc.constantFrom('p***@example.in', 'a***@mail.co.in', 'r***@gmail.com');
const instant = fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-12-31T23:59:00Z'), noInvalidDate: true }).map((d) => d.toISOString());
const noEnglishBut = (text: string, kept: string) => expect(text.replace(kept, '').match(/[A-Za-z]{2,}/g)).toBeNull();

describe('the consent card in Hindi', () => {
  it('has every sentence with an address or a time, keeping the address', () =>
    fc.assert(
      fc.property(masked, instant, (to, at) => {
        for (const english of [consentAwaitedMessage(to), consentMailHeldBackMessage(to), askedParentMessage(to), addressLimitMessage(to, at)]) {
          const hindi = hindiOf(english);
          expect(hindi, english).toBeDefined();
          expect(hindi).toContain(to);
          noEnglishBut(hindi ?? '', to);
        }
        for (const english of [tooManyConsentMails(at), tooManyMailsToAddress(at), addressLimitMessage('This address', at)]) {
          const hindi = hindiOf(english) ?? '';
          expect(hindi).toMatch(/(सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2} बजे/);
          noEnglishBut(hindi, '');
        }
      }),
    ));

  it('says an India day and time as families say it', () => {
    expect(dayAndTimeInHindi('24 Nov, 4:30 pm')).toBe('24 नवंबर, शाम 4:30 बजे');
    expect(dayAndTimeInHindi('3 Sept, 12:05 am')).toBe('3 सितंबर, रात 12:05 बजे');
    expect(dayAndTimeInHindi('1 Jan, 12:00 pm')).toBe('1 जनवरी, दोपहर 12:00 बजे');
  });

  it("words a status's sentences and leaves the rest as it is", () => {
    const status: ConsentStatus = {
      status: 'awaiting',
      parentEmail: 'p***@example.in',
      expiresAt: null,
      mayBook: false,
      message: consentAwaitedMessage('p***@example.in'),
      mailsLeft: 0,
      nextMailAt: '2026-11-24T11:00:00.000Z',
      limitMessage: tooManyConsentMails('2026-11-24T11:00:00.000Z'),
      addressLimit: { nextMailAt: '2026-11-24T11:00:00.000Z', message: addressLimitMessage('p***@example.in', '2026-11-24T11:00:00.000Z') },
      parentChange: null,
      bookingOpenedAt: null,
    };
    const hindi = consentStatusIn(status, hindiOf);
    expect({ ...hindi, message: null, limitMessage: null, addressLimit: null }).toEqual({ ...status, message: null, limitMessage: null, addressLimit: null });
    expect(hindi.message).toBe('आपके माता-पिता की सहमति का इंतज़ार है: अनुरोध p***@example.in पर भेजा गया है।');
    expect(hindi.limitMessage).toContain('24 नवंबर, शाम 4:30 बजे');
    expect(hindi.addressLimit?.nextMailAt).toBe(status.addressLimit?.nextMailAt);
    for (const message of [AGE_NEEDED, CONSENT_WITHDRAWN, PARENT_REFUSED, consentAwaitedMessage('your parent')]) expect(hindiOf(message), message).toBeDefined();
  });
});
