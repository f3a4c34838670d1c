import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BigFiveResult, ItemsResponse, MultipleIntelligencesResult, RiasecResult } from '@margdarshak/contracts/assessments/tests';
import type { HollandProfile } from '@margdarshak/contracts/assessments/hollandProfile';
import { startTestApp, type TestApp } from '../../testing/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.stop());

const items = (type: string, query = '') => app.client().get(`/api/assessments/${type}/items${query}`).expectStatus(200).json<ItemsResponse>();
const all = (list: ItemsResponse, value: (id: string, i: number) => number) => Object.fromEntries(list.items.map((item, i) => [item.id, value(item.id, i)]));

describe('the assessments API', () => {
  it('serves each test’s items with ids and its scale', async () => {
    expect((await items('riasec')).items).toHaveLength(60);
    expect((await items('multiple_intelligences')).items).toHaveLength(40);
    const bigFive = await items('bigfive', '?lang=hi');
    expect(bigFive.items).toHaveLength(120);
    expect(bigFive.language).toBe('hi');
    expect(bigFive.reportLanguages?.map((l) => l.id)).not.toContain('hi');
    await app.client().get('/api/assessments/bigfive/items?lang=xx').expectStatus(400);
    await app.client().get('/api/assessments/astrology/items').expectStatus(400);
  });

  it('scores a RIASEC answer set into the spec’s testData with its profile', async () => {
    const list = await items('riasec');
    const answers = all(list, (id) => (id.startsWith('s') ? 5 : id.startsWith('a') ? 4 : id.startsWith('e') ? 3 : 1));
    const result = await app.client().post('/api/assessments/riasec/score', { answers }).expectStatus(200).json<RiasecResult>();
    expect(result).toMatchObject({ hollandCode: 'SAE', social: 40, artistic: 30, enterprising: 20, realistic: 0, totalQuestions: 60, profileMatch: 'exact' });
    expect(result.profile.code).toBe('SAE');
    expect(result.careerSuggestions.length).toBeGreaterThan(3);
  });

  it('names the item of a missing, extra or out-of-range answer', async () => {
    const list = await items('riasec');
    const answers = all(list, () => 3);
    const { r01: _missing, ...withoutFirst } = answers;
    const missing = await app.client().post('/api/assessments/riasec/score', { answers: withoutFirst }).expectStatus(400).json<{ error: string }>();
    expect(missing.error).toBe('Answer missing for item r01');
    const extra = await app.client().post('/api/assessments/riasec/score', { answers: { ...answers, zz9: 3 } }).expectStatus(400).json<{ error: string }>();
    expect(extra.error).toBe('Unknown item zz9');
    const wrong = await app.client().post('/api/assessments/riasec/score', { answers: { ...answers, c10: 6 } }).expectStatus(400).json<{ error: string }>();
    expect(wrong.error).toBe('Answer for item c10 must be a whole number from 1 to 5');
  });

  it('scores Multiple Intelligences and the Big Five, with report languages checked', async () => {
    const mi = await app.client().post('/api/assessments/multiple_intelligences/score', { answers: all(await items('multiple_intelligences'), (id) => (id.includes('musical') ? 5 : 2)) }).expectStatus(200).json<MultipleIntelligencesResult>();
    expect(mi.topIntelligences[0]).toMatch(/^Musical/);
    const bigFiveItems = await items('bigfive');
    const answers = all(bigFiveItems, (_, i) => (i % 5) + 1);
    const b5 = await app.client().post('/api/assessments/bigfive/score', { answers, reportLanguage: 'fr', age: 15 }).expectStatus(200).json<BigFiveResult>();
    expect(b5.reportLanguage).toBe('fr');
    expect(b5.ageNotice).toMatch(/16/);
    await app.client().post('/api/assessments/bigfive/score', { answers, reportLanguage: 'hi' }).expectStatus(400);
  });

  it('serves the 48 profiles and one by code', async () => {
    expect(await app.client().get('/api/assessments/holland-profiles').json<HollandProfile[]>()).toHaveLength(48);
    expect((await app.client().get('/api/assessments/holland-profiles/ias').expectStatus(200).json<HollandProfile>()).code).toBe('IAS');
    await app.client().get('/api/assessments/holland-profiles/RAC').expectStatus(404);
  });
});
