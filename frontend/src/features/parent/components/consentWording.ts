// What the consent page calls the child: by their first name, or, when they have given none, "your child", written
// with a capital only where a sentence begins.
import type { ConsentRequestView } from '@margdarshak/contracts/api/family';

export interface ChildWords {
  /** Where a sentence begins: 'Asha', or 'Your child'. */
  subject: string;
  /** Inside a sentence: 'Asha', or 'your child'. */
  inSentence: string;
  /** Inside a sentence, owning something: 'Asha’s', or 'your child’s'. */
  possessive: string;
}

export function childWords(firstName: string): ChildWords {
  const name = firstName.trim();
  if (name) return { subject: name, inSentence: name, possessive: `${name}’s` };
  return { subject: 'Your child', inSentence: 'your child', possessive: 'your child’s' };
}

/** The page's opening, by what the link asks. */
export function consentIntroduction(kind: ConsentRequestView['kind'], child: ChildWords, parentEmail: string): string {
  switch (kind) {
    case 'first':
      return `${child.subject} signed up for Margdarshak, a career-counselling service, and named you (${parentEmail}) as their parent or guardian.`;
    case 'again':
      return `You withdrew your consent for ${child.inSentence} on Margdarshak, and ${child.subject === 'Your child' ? 'they ask' : `${child.inSentence} asks`} you to give it again. Nothing changes unless you do.`;
    case 'change':
      return `${child.subject} asks that you (${parentEmail}) give consent for them on Margdarshak, in place of the parent who consented before (that parent, or our team at the family’s request, agreed to the change). If you decline, nothing changes for ${child.inSentence}.`;
    default: {
      const unknown: never = kind;
      return unknown;
    }
  }
}
