// Issue 18's rules for the 48 profiles: an interest inventory measures interests, so strengths describe what a child
// enjoys and tends to do, never abilities; every career cluster names at least one state-level or open option; a
// women-only institution always says so; and (issue 28) the profile addresses no reader.
import { describe, expect, it } from 'vitest';
import type { HollandProfile } from '@margdarshak/contracts/assessments/hollandProfile';
import { hollandProfiles } from './index';

const each = hollandProfiles.map((p) => [p.code, p] as const);

/** A strength opens with an interest or a tendency. */
const interestOrTendency = /^(Enjoys|Likes|Loves|Drawn to|Interested in|Curious|Tends to|Prefers|Cares|Happy|Keen|Often|Energised by|At ease|Comfortable|Takes pleasure|Keeps)\b/;
/** What only an ability test could claim. */
const abilityClaim = /\b(abilit(y|ies)|able to|talent(ed)?|gifted|skilled|skilful|excellent|expert|strong|good (at|with)|natural(ly)?|quick to learn|learns? \w+( \w+)? quickly|picks up)\b/i;

/** Marks that an example is a state institution or an open one: '(state university)', 'state-run', '(open university; …)'. */
const stateOrOpen = /\b(state|open university|open schooling)\b/i;

/** Institutions that admit only women (for the courses named), each of which must say so where it appears. */
const womenOnly = [
  'Lady Shri Ram College',
  'Miranda House',
  'Lady Irwin College',
  'SNDT Women’s University',
  'Institute of Home Economics',
  'Rajkumari Amrit Kaur College of Nursing',
  'College of Nursing, AFMC',
  'AIIMS New Delhi (College of Nursing',
  'Indraprastha College for Women',
  'Kamala Nehru College',
  'Jesus and Mary College',
  'Indira Gandhi Delhi Technical University for Women',
  'Banasthali Vidyapith',
  'Women’s Christian College',
  'Stella Maris College',
  'Ethiraj College',
  'Sophia College',
];

/** Every sentence a parent reads in a profile. */
const parentFacing = (p: HollandProfile): string[] => [
  p.title,
  p.tagline,
  p.summary,
  ...p.strengths,
  ...p.challenges,
  ...p.action_plan,
  ...p.career_clusters.flatMap((c) => [c.cluster, ...c.examples]),
];

describe('strengths are interests and tendencies, not verdicts on ability', () => {
  it.each(each)('%s', (_, p) => {
    for (const strength of p.strengths) {
      expect(strength, strength).toMatch(interestOrTendency);
      expect(strength, strength).not.toMatch(abilityClaim);
    }
    for (const text of [p.title, p.tagline, p.summary, ...p.challenges]) expect(text).not.toMatch(/\b(talent(ed)?|gifted|natural leader|skilled hands)\b/i);
  });
});

describe('every career cluster offers a state-level or open option', () => {
  it.each(each)('%s', (_, p) => {
    for (const { cluster, examples } of p.career_clusters)
      expect(
        examples.some((e) => stateOrOpen.test(e)),
        `${p.code} ${cluster}: ${examples.join(' | ')}`,
      ).toBe(true);
  });
});

describe('women-only institutions are marked as such', () => {
  it('marks every institution on the known list, and any with “Women” in its name, wherever it appears', () => {
    const examples = hollandProfiles.flatMap((p) => p.career_clusters.flatMap((c) => c.examples.map((e) => [p.code, e] as const)));
    const listed = examples.filter(([, e]) => womenOnly.some((name) => e.includes(name)) || /\bWomen\b/.test(e));
    expect(listed.length).toBeGreaterThan(5);
    for (const [code, example] of listed) expect(example, code).toMatch(/\bwomen only\b/);
  });
});

// Issue 28 (item 4): every profile is now in one neutral voice, read by the student and by the parent alike; each
// letter pair's contentRules spec holds the rest of that voice's rules.
describe('one voice: the profile addresses no reader', () => {
  it.each(each)('%s', (_, p) => {
    expect(p.summary).not.toMatch(/^Your child /);
    for (const text of parentFacing(p)) expect(text, text).not.toMatch(/\b(you|your|yours|yourself)\b/i);
  });
});
