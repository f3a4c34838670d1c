// The voice checks themselves (studentAddress.ts): they find the student, or any reader, addressed, and leave the
// parent's own words alone where the parent is spoken to.
import { describe, expect, it } from 'vitest';
import { readerAddressIn, studentAddressIn } from './studentAddress';

describe('studentAddressIn', () => {
  it("finds 'you' and the आप forms that speak to the student", () => {
    expect(studentAddressIn('Your interests are sharply defined: you are drawn to ideas.')).toEqual(['Your', 'you']);
    expect(studentAddressIn("Talk it over with your counsellor; it's yours.")).toEqual(['your', 'yours']);
    expect(studentAddressIn('आपकी रुचियाँ साफ़ उभरकर आती हैं, और आप इन्हें आज़माइए। आपके जवाबों में।')).toEqual(['आपकी', 'आप', 'आपके']);
    expect(studentAddressIn('तुम्हारी रुचियाँ, तुम और तुमसे।')).toEqual(['तुम्हारी', 'तुम', 'तुमसे']);
  });

  it("leaves the parent's child, the parent's helpline and other words that start alike", () => {
    expect(studentAddressIn('This report is about your child and your child’s answers. Call for your child or for yourself. A young person.')).toEqual([]);
    expect(studentAddressIn('यह रिपोर्ट आपके बच्चे के जवाबों के बारे में है। आपका बच्चा। आपस में, आपदा प्रबंधन, आपातकालीन देखभाल, अपने आप में इनाम।')).toEqual([]);
  });
});

describe('readerAddressIn', () => {
  it("finds any address, the parent's child included, and leaves the reflexive and words that start alike", () => {
    expect(readerAddressIn('Your child likes to lead; you will see.')).toEqual(['Your', 'you']);
    expect(readerAddressIn('आपका बच्चा नेतृत्व करता है')).toEqual(['आपका']);
    expect(readerAddressIn('एक बेदाग़ ड्रॉइंग अपने आप में इनाम होती है। विद्यार्थियों को आपस में बात करना पसंद है।')).toEqual([]);
  });
});
