// India's states and union territories as the GST scheme numbers them (issue 31, item 1): the payer says theirs at
// checkout, and it is the place of supply on their tax invoice. Only today's codes: 25 (Daman and Diu) and 28 (Andhra
// Pradesh before 2014) were replaced by 26 and 37, and 97 (Other Territory) is no home (decision 0140).
import { z } from 'zod';

/** Code, English name, Hindi name; in the order of the codes. */
export const gstStates = [
  ['01', 'Jammu and Kashmir', 'जम्मू और कश्मीर'],
  ['02', 'Himachal Pradesh', 'हिमाचल प्रदेश'],
  ['03', 'Punjab', 'पंजाब'],
  ['04', 'Chandigarh', 'चंडीगढ़'],
  ['05', 'Uttarakhand', 'उत्तराखंड'],
  ['06', 'Haryana', 'हरियाणा'],
  ['07', 'Delhi', 'दिल्ली'],
  ['08', 'Rajasthan', 'राजस्थान'],
  ['09', 'Uttar Pradesh', 'उत्तर प्रदेश'],
  ['10', 'Bihar', 'बिहार'],
  ['11', 'Sikkim', 'सिक्किम'],
  ['12', 'Arunachal Pradesh', 'अरुणाचल प्रदेश'],
  ['13', 'Nagaland', 'नागालैंड'],
  ['14', 'Manipur', 'मणिपुर'],
  ['15', 'Mizoram', 'मिज़ोरम'],
  ['16', 'Tripura', 'त्रिपुरा'],
  ['17', 'Meghalaya', 'मेघालय'],
  ['18', 'Assam', 'असम'],
  ['19', 'West Bengal', 'पश्चिम बंगाल'],
  ['20', 'Jharkhand', 'झारखंड'],
  ['21', 'Odisha', 'ओडिशा'],
  ['22', 'Chhattisgarh', 'छत्तीसगढ़'],
  ['23', 'Madhya Pradesh', 'मध्य प्रदेश'],
  ['24', 'Gujarat', 'गुजरात'],
  ['26', 'Dadra and Nagar Haveli and Daman and Diu', 'दादरा और नगर हवेली और दमन और दीव'],
  ['27', 'Maharashtra', 'महाराष्ट्र'],
  ['29', 'Karnataka', 'कर्नाटक'],
  ['30', 'Goa', 'गोवा'],
  ['31', 'Lakshadweep', 'लक्षद्वीप'],
  ['32', 'Kerala', 'केरल'],
  ['33', 'Tamil Nadu', 'तमिलनाडु'],
  ['34', 'Puducherry', 'पुडुचेरी'],
  ['35', 'Andaman and Nicobar Islands', 'अंडमान और निकोबार द्वीपसमूह'],
  ['36', 'Telangana', 'तेलंगाना'],
  ['37', 'Andhra Pradesh', 'आंध्र प्रदेश'],
  ['38', 'Ladakh', 'लद्दाख'],
] as const;

export type PayerStateCode = (typeof gstStates)[number][0];

const codes = gstStates.map(([code]) => code) as [PayerStateCode, ...PayerStateCode[]];

/** A payer's state: one of the codes above, or a 400 naming the field. */
export const payerStateCode = z.enum(codes, 'Choose your state or union territory from the list');

/** "Maharashtra (27)", with the Hindi beside for a Hindi reader; the bare code for one not in the list (a seller's 97). */
export function stateLabel(code: string, language: 'en' | 'hi' = 'en'): string {
  const state = gstStates.find(([known]) => known === code);
  if (!state) return code;
  const [, english, hindi] = state;
  return `${language === 'hi' ? `${english} / ${hindi}` : english} (${code})`;
}
