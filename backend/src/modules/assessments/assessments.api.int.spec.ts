import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bigFiveResultSchema, hollandProfileSchema, itemsResponseSchema, multipleIntelligencesResultSchema, riasecResultSchema, type ItemsResponse } from '@margdarshak/contracts/assessments/tests';
import { startTestApp, type TestApp } from '../../testing/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.stop());

interface ErrorBody {
  error: string;
  issues?: { path: string; message: string }[];
}

const items = async (type: string, query = '') => itemsResponseSchema.parse(await app.client().get(`/api/assessments/${type}/items${query}`).expectStatus(200).json());
const answerAll = (list: ItemsResponse, value: (id: string, index: number) => number) => Object.fromEntries(list.items.map((item, i) => [item.id, value(item.id, i)]));
const score = (type: string, body: unknown, status: number) => app.client().post(`/api/assessments/${type}/score`, body).expectStatus(status);

describe('GET /api/assessments/{type}/items', () => {
  it('serves each test’s items, each with an id, and its five-point scale', async () => {
    const riasec = await items('riasec');
    expect(riasec.items).toHaveLength(63);
    expect(riasec.scale.map((s) => s.label)).toEqual(['Strongly dislike', 'Dislike', 'Not sure', 'Like', 'Strongly like']);
    expect(riasec.language).toBe('en');
    expect(riasec.itemLanguages?.map((l) => l.id)).toEqual(['en', 'hi']);
    expect((await items('multiple_intelligences')).items).toHaveLength(40);
  });

  it('serves RIASEC and MI items and scales in Hindi, in Devanagari, with the same ids in the same order', async () => {
    for (const type of ['riasec', 'multiple_intelligences']) {
      const english = await items(type, '?lang=en');
      const hindi = await items(type, '?lang=hi');
      expect(hindi.language).toBe('hi');
      expect(hindi.items.map((i) => i.id)).toEqual(english.items.map((i) => i.id));
      for (const item of [...hindi.items, ...hindi.scale.map((s) => ({ text: s.label }))]) expect(item.text).toMatch(/[\u0900-\u097F]/u);
      for (const item of english.items) expect(item.text).not.toMatch(/[\u0900-\u097F]/u);
    }
    expect((await items('riasec', '?lang=hi')).scale.map((s) => s.label)).toEqual(['बिल्कुल पसंद नहीं', 'पसंद नहीं', 'पक्का नहीं', 'पसंद है', 'बहुत पसंद है']);
  });

  it('serves Big Five items in English or Hindi, with the report offered in both', async () => {
    const english = await items('bigfive');
    expect(english).toMatchObject({ language: 'en' });
    expect(english.items).toHaveLength(120);
    expect(english.items.filter((i) => /vote|political/i.test(i.text))).toEqual([]);
    const hindi = await items('bigfive', '?lang=hi');
    expect(hindi.language).toBe('hi');
    expect(hindi.items.map((i) => i.id)).toEqual(english.items.map((i) => i.id));
    expect(english.items[0]?.text).toBe('Worry about things');
    expect(hindi.items[0]?.text).toBe('मुझे छोटी-बड़ी बातों की चिंता रहती है');
    expect(hindi.itemLanguages?.map((l) => l.id)).toEqual(['en', 'hi']);
    expect(hindi.reportLanguages?.map((l) => l.id)).toEqual(['en', 'hi']);
    expect(hindi.scale.map((s) => s.label)).toEqual(['बिल्कुल भी सही नहीं', 'ज़्यादातर सही नहीं', 'कुछ सही, कुछ नहीं', 'ज़्यादातर सही', 'बिल्कुल सही']);
    expect(english.scale.map((s) => s.label)).toEqual(['Very inaccurate', 'Moderately inaccurate', 'Neither accurate nor inaccurate', 'Moderately accurate', 'Very accurate']);
  });

  it('refuses an unknown item language and an unknown test', async () => {
    const language = await app.client().get('/api/assessments/bigfive/items?lang=xx').expectStatus(400).json<ErrorBody>();
    expect(language.error).toMatch(/^Big Five items are not available in "xx"/);
    const riasec = await app.client().get('/api/assessments/riasec/items?lang=fr').expectStatus(400).json<ErrorBody>();
    expect(riasec.error).toBe('Holland Code items are available in en (English) and hi (Hindi), not "fr"');
    await app.client().get('/api/assessments/multiple_intelligences/items?lang=bn').expectStatus(400);
    const test = await app.client().get('/api/assessments/astrology/items').expectStatus(400).json<ErrorBody>();
    expect(test.error).toBe('Test type must be riasec, bigfive or multiple_intelligences');
  });
});

describe('GET /api/assessments/holland-profiles', () => {
  it('serves the 48 profiles, one by code, and 404 for a code without one', async () => {
    const all = z.array(hollandProfileSchema).parse(await app.client().get('/api/assessments/holland-profiles').expectStatus(200).json());
    expect(all).toHaveLength(48);
    const first = all[0];
    if (!first) throw new Error('no profiles');
    const one = hollandProfileSchema.parse(await app.client().get(`/api/assessments/holland-profiles/${first.code.toLowerCase()}`).expectStatus(200).json());
    expect(one).toEqual(first);
    const missing = ['RIASEC', 'XYZ'].find((code) => !all.some((p) => p.code === code)) ?? 'XYZ';
    expect((await app.client().get(`/api/assessments/holland-profiles/${missing}`).expectStatus(404).json<ErrorBody>()).error).toBe('No Holland profile for this code');
  });
});

describe('POST /api/assessments/{type}/score', () => {
  it('scores RIASEC into the spec’s testData with its profile, storing nothing', async () => {
    const answers = answerAll(await items('riasec'), (id) => ({ s: 5, a: 4, e: 3 })[id[0] ?? ''] ?? 1);
    const response = await score('riasec', { answers }, 200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const result = riasecResultSchema.parse(await response.json());
    expect(result).toMatchObject({ hollandCode: 'SAE', social: 40, artistic: 30, enterprising: 20, realistic: 0, investigative: 0, conventional: 0, totalQuestions: 63 });
    expect(result).toMatchObject({
      codeConfidence: 'clear',
      codePlaces: { lead: 'clear', rest: 'clear' },
      ties: [],
      answerQuality: { verdict: 'ok', flags: [], straightLined: false, inconsistencies: 0, pairs: 3 },
      language: 'en',
    });
    expect(result.summary).toMatch(/^Clear lead: Social \(S\)\. Second and third: Artistic \(A\) and Enterprising \(E\), clear\./);
    const hasOwnProfile = (await app.client().get('/api/assessments/holland-profiles/SAE')).status === 200;
    expect(result.profileMatch).toBe(hasOwnProfile ? 'exact' : 'nearest');
    if (hasOwnProfile) expect(result.profile?.code).toBe('SAE');
    expect(result.careerSuggestions.length).toBeGreaterThan(3);
  });

  it('writes the summary in Hindi for answers given in Hindi, with the same scores, and gives no code for the same answer to everything', async () => {
    const list = await items('riasec', '?lang=hi');
    const answers = answerAll(list, (id) => ({ s: 5, a: 4, e: 3 })[id[0] ?? ''] ?? 1);
    const english = riasecResultSchema.parse(await score('riasec', { answers }, 200).json());
    const hindi = riasecResultSchema.parse(await score('riasec', { answers, language: 'hi' }, 200).json());
    expect(hindi).toMatchObject({ language: 'hi', hollandCode: english.hollandCode, social: english.social, codeConfidence: english.codeConfidence });
    expect(hindi.summary).toMatch(/^सबसे आगे, साफ़ तौर पर: सामाजिक \(S\)।/);
    const same = riasecResultSchema.parse(await score('riasec', { answers: answerAll(list, () => 1), language: 'hi' }, 200).json());
    expect(same).toMatchObject({ codeConfidence: 'none', answerQuality: { verdict: 'doubtful', straightLined: true }, careerSuggestions: [] });
    expect(same.profile).toBeUndefined();
    expect(same.summary).toContain('काउंसलर के साथ');
    const mi = multipleIntelligencesResultSchema.parse(
      await score('multiple_intelligences', { answers: answerAll(await items('multiple_intelligences', '?lang=hi'), () => 4), language: 'hi' }, 200).json(),
    );
    expect(mi).toMatchObject({ profileShape: 'flat', dominantIntelligences: [], language: 'hi' });
    expect(mi.summary).toMatch(/[\u0900-\u097F]/u);
    expect((await score('riasec', { answers, language: 'fr' }, 400).json<ErrorBody>()).error).toBe('Language must be en or hi');
  });

  it('scores Multiple Intelligences with dominant and top intelligences and the self-report disclaimer', async () => {
    const answers = answerAll(await items('multiple_intelligences'), (id) => (id.includes('musical') ? 5 : 2));
    const result = multipleIntelligencesResultSchema.parse(await score('multiple_intelligences', { answers }, 200).json());
    expect(result.topIntelligences[0]).toMatch(/^Musical/);
    expect(result.dominantIntelligences).toEqual([result.topIntelligences[0]]);
    expect(result).toMatchObject({ profileShape: 'distinct', language: 'en' });
    expect(result.disclaimer).toMatch(/not a validated test of ability/);
  });

  it('gives every result of every test a verdict, and straight-lined or 1-2-3-4-5 answers no profile, careers or narrative', async () => {
    for (const type of ['riasec', 'multiple_intelligences', 'bigfive'] as const) {
      const list = await items(type);
      for (const pick of [() => 4, (_: string, i: number) => (i % 5) + 1]) {
        const body = (await score(type, { answers: answerAll(list, pick) }, 200).json()) as Record<string, unknown>;
        expect(body.answerQuality, type).toMatchObject({ verdict: 'doubtful', flags: expect.arrayContaining([expect.any(String)]) });
        expect(body.summary, type).toMatch(/go through it with your counsellor/);
        expect(body, type).not.toHaveProperty('profile');
        if (type === 'bigfive') expect(body.narrative).toEqual([]);
        else expect(body.careerSuggestions).toEqual([]);
      }
    }
  });

  it('scores the Big Five on bars of 10 with our narrative and summary in the chosen language, and an age notice', async () => {
    const answers = answerAll(await items('bigfive'), (_, i) => (i % 5) + 1);
    const result = bigFiveResultSchema.parse(await score('bigfive', { answers, reportLanguage: 'hi', age: 15 }, 200).json());
    expect(result).toMatchObject({ reportLanguage: 'hi', language: 'hi', comparedWith: 'own-answers' });
    expect(result.summary).toMatch(/[\u0900-\u097F]/);
    expect(result.ageNotice).toMatch(/16 साल/);
    expect(JSON.stringify(result)).not.toMatch(/<br|general population|Morality|Depression/);
    const adult = bigFiveResultSchema.parse(await score('bigfive', { answers, age: 30 }, 200).json());
    expect(adult.reportLanguage).toBe('en');
    expect(adult.ageNotice).toBeUndefined();
    const takenInHindi = bigFiveResultSchema.parse(await score('bigfive', { answers, language: 'hi' }, 200).json());
    expect(takenInHindi.language).toBe('hi');
  });

  it('answers 400 naming the item of a missing, extra or out-of-range answer', async () => {
    const answers = answerAll(await items('riasec'), () => 3);
    const { r01: _missing, ...withoutFirst } = answers;
    const missing = await score('riasec', { answers: withoutFirst }, 400).json<ErrorBody>();
    expect(missing.error).toBe('Answer missing for item r01');
    expect(missing.issues).toEqual([{ path: 'answers.r01', message: 'Answer missing for item r01' }]);
    expect((await score('riasec', { answers: { ...answers, zz9: 3 } }, 400).json<ErrorBody>()).error).toBe('Unknown item zz9');
    expect((await score('riasec', { answers: { ...answers, c10: 6 } }, 400).json<ErrorBody>()).error).toBe('Answer for item c10 must be a whole number from 1 to 5');
    expect((await score('riasec', { answers: { ...answers, c10: '4' } }, 400).json<ErrorBody>()).error).toBe('Answer for item c10 must be a whole number from 1 to 5');
    expect((await score('riasec', {}, 400).json<ErrorBody>()).issues?.[0]?.path).toBe('answers');
  });

  it('checks MI and Big Five answers against their own items', async () => {
    const mi = answerAll(await items('multiple_intelligences'), () => 3);
    expect((await score('multiple_intelligences', { answers: { ...mi, r01: 3 } }, 400).json<ErrorBody>()).error).toBe('Unknown item r01');
    const bigFive = answerAll(await items('bigfive'), () => 3);
    const [firstId = ''] = Object.keys(bigFive);
    expect((await score('bigfive', { answers: { ...bigFive, [firstId]: 0 } }, 400).json<ErrorBody>()).error).toBe(`Answer for item ${firstId} must be a whole number from 1 to 5`);
  });

  it('refuses a Big Five report language it has no text for, instead of falling back to English', async () => {
    const answers = answerAll(await items('bigfive'), () => 3);
    const french = await score('bigfive', { answers, reportLanguage: 'fr' }, 400).json<ErrorBody>();
    expect(french.error).toBe('The Big Five report is not available in "fr"; choose one of en, hi');
    await score('bigfive', { answers, reportLanguage: 'klingon' }, 400);
  });
});
