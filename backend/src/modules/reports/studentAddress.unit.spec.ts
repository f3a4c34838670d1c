// The voice check itself (studentAddress.ts): it finds the student addressed, and leaves the parent's own words alone.
import { describe, expect, it } from 'vitest';
import { studentAddressIn } from './studentAddress';

describe('studentAddressIn', () => {
  it("finds 'you' and the आप forms that speak to the student", () => {
    expect(studentAddressIn('Your interests are sharply defined: you are drawn to ideas.')).toEqual(['Your', 'you']);
    expect(studentAddressIn("Talk it over with your counsellor; it's yours.")).toEqual(['your', 'yours']);
    expect(studentAddressIn('आपकी रुचियाँ साफ़ उभरकर आती हैं, और आप इन्हें आज़माइए। आपके जवाबों में।')).toEqual(['आपकी', 'आप', 'आपके']);
  });

  it("leaves the parent's child, the parent's helpline and other words that start alike", () => {
    expect(studentAddressIn('This report is about your child and your child’s answers. Call for your child or for yourself. A young person.')).toEqual([]);
    expect(studentAddressIn('यह रिपोर्ट आपके बच्चे के जवाबों के बारे में है। आपका बच्चा। आपस में, आपदा प्रबंधन, आपातकालीन देखभाल, अपने आप में इनाम।')).toEqual([]);
  });
});
