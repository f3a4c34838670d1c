// The words on a money document: English, with the Hindi beside it when the family reads the product in Hindi
// (issue 31, item 1). Figures, names, numbers and the seller's details stay as issued.
import type { DocumentKind } from '@margdarshak/contracts/invoices/documentNumber';

const words = {
  invoice: ['Tax invoice', 'कर बीजक'],
  receipt: ['Receipt (bill of supply)', 'रसीद (आपूर्ति का बिल)'],
  credit_note: ['Credit note', 'क्रेडिट नोट'],
  number: ['Number', 'क्रमांक'],
  date: ['Date', 'तारीख़'],
  refersTo: ['For invoice', 'इस बीजक के लिए'],
  gstin: ['GSTIN', 'जीएसटीआईएन'],
  notRegistered: ['Not registered for GST', 'जीएसटी में पंजीकृत नहीं'],
  stateCode: ['State code', 'राज्य कोड'],
  billedTo: ['Billed to', 'प्राप्तकर्ता'],
  paidByParent: ['paid by their parent', 'माता-पिता द्वारा भुगतान'],
  placeOfSupply: ['Place of supply', 'आपूर्ति का स्थान'],
  service: ['Service', 'सेवा'],
  sac: ['SAC', 'एसएसी'],
  price: ['Price', 'मूल्य'],
  coupon: ['Coupon', 'कूपन'],
  taxableValue: ['Taxable value', 'कर योग्य मूल्य'],
  total: ['Total', 'कुल'],
  refunded: ['Amount refunded', 'लौटाई गई रक़म'],
  inWords: ['In words', 'शब्दों में'],
  payment: ['Payment reference', 'भुगतान संदर्भ'],
  refund: ['Refund reference', 'रिफ़ंड संदर्भ'],
  pricesIncludeTax: ['The price includes GST.', 'मूल्य में जीएसटी शामिल है।'],
  noTax: ['No GST is charged: the seller is not registered for GST.', 'कोई जीएसटी नहीं लिया गया: विक्रेता जीएसटी में पंजीकृत नहीं है।'],
  creditNote: ['This credit note records money returned against the invoice above.', 'यह क्रेडिट नोट ऊपर लिखे बीजक पर लौटाई गई रक़म दर्ज करता है।'],
  formerStudent: ['A former student', 'एक पूर्व विद्यार्थी'],
} as const satisfies Record<DocumentKind | string, readonly [string, string]>;

export type LabelKey = keyof typeof words;
export type InvoiceLanguage = 'en' | 'hi';

/** A label in English, or 'English / हिन्दी' for a Hindi reader. */
export const labelFor =
  (language: InvoiceLanguage) =>
  (key: LabelKey): string => {
    const [english, hindi] = words[key];
    return language === 'hi' ? `${english} / ${hindi}` : english;
  };
