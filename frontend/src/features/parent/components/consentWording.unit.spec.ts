import { describe, expect, it } from 'vitest';
import { childWords, consentIntroduction } from './consentWording';

describe('the consent page’s words for the child', () => {
  it('with no first name, says "your child" with a capital only where a sentence begins', () => {
    const child = childWords('');
    expect(consentIntroduction('again', child, 'p***@example.in')).toBe('You withdrew your consent for your child on Margdarshak, and they ask you to give it again. Nothing changes unless you do.');
    expect(consentIntroduction('first', child, 'p***@example.in')).toMatch(/^Your child signed up for Margdarshak/);
    expect(consentIntroduction('change', child, 'p***@example.in')).toMatch(/^Your child asks that you .* nothing changes for your child\.$/);
    expect(child.possessive).toBe('your child’s');
  });

  it('with a first name, uses it everywhere', () => {
    const child = childWords('Asha');
    expect(consentIntroduction('again', child, 'p***@example.in')).toBe('You withdrew your consent for Asha on Margdarshak, and Asha asks you to give it again. Nothing changes unless you do.');
    expect(child.possessive).toBe('Asha’s');
  });
});
