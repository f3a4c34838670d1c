import { describe, expect, it } from 'vitest';
import { riasecLetters } from '@margdarshak/contracts/assessments/hollandProfile';
import { distributionFor } from './distribution';
import { hollandProfiles } from './index';

describe('the 48 Holland profiles', () => {
  it('cover 48 distinct codes, eight per leading letter, each three distinct RIASEC letters', () => {
    expect(hollandProfiles).toHaveLength(48);
    expect(new Set(hollandProfiles.map((p) => p.code)).size).toBe(48);
    for (const letter of riasecLetters) expect(hollandProfiles.filter((p) => p.code[0] === letter)).toHaveLength(8);
    for (const { code } of hollandProfiles) {
      expect(code).toMatch(/^[RIASEC]{3}$/);
      expect(new Set(code).size).toBe(3);
    }
  });

  it('fill every field, with weights that follow the code', () => {
    for (const p of hollandProfiles) {
      expect(p.title.length).toBeGreaterThan(5);
      expect(p.tagline.length).toBeGreaterThan(10);
      expect(p.summary.split('. ').length).toBeGreaterThanOrEqual(3);
      expect(p.strengths.length).toBeGreaterThanOrEqual(3);
      expect(p.challenges.length).toBeGreaterThanOrEqual(2);
      expect(p.career_clusters.length).toBeGreaterThanOrEqual(3);
      for (const cluster of p.career_clusters) expect(cluster.examples.length).toBeGreaterThanOrEqual(1);
      expect(p.action_plan.length).toBeGreaterThanOrEqual(4);
      expect(p.recommended_streams?.length).toBeGreaterThan(0);
      expect(p.riasec_distribution).toEqual(distributionFor(p.code));
      expect(Object.values(p.riasec_distribution).sort((a, b) => b - a)).toEqual([10, 8, 6, 2, 2, 2]);
    }
  });

  it('are each their own: no two titles, taglines or summaries alike', () => {
    for (const field of ['title', 'tagline', 'summary'] as const) expect(new Set(hollandProfiles.map((p) => p[field])).size).toBe(48);
  });
});
