// The Big Five words are ours, for teenagers: every domain, facet and band has them in English and Hindi, no sentence of
// the library's adult report survives, no stigmatising label or comparison with 'the general population' appears, and
// the summary compares the traits only with the student's own answers.
import getResults from '@bigfive-org/results';
import calculateScore from '@bigfive-org/score';
import fc from 'fast-check';
import { genuineAnswers, randomSource } from '../quality/simulatedAnswers';
import { describe, expect, it } from 'vitest';
import { bigFiveResultSchema, testLanguages, type BigFiveResult } from '@margdarshak/contracts/assessments/tests';
import { answerSets, everyItem } from '../../../testing/answerArbitraries';
import { bigFiveItems, scoreBigFive, withCurrentText } from './bigFive';
import { domainOrder, STANDS_OUT, textsIn } from './narrative';
import type { BigFiveTexts } from './text/types';

const bandsOf = ['low', 'neutral', 'high'] as const;
const ids = bigFiveItems('en').map((i) => i.id);

/** Every string a language's texts hold, with where it sits. */
function allTexts(texts: BigFiveTexts): [string, string][] {
  const out: [string, string][] = [
    ['scaleNote', texts.scaleNote],
    ['ageNotice', texts.ageNotice],
    ['summary.even', texts.summary.even],
    ['summary.closing', texts.summary.closing],
  ];
  for (const band of bandsOf) out.push([`bandLabels.${band}`, texts.bandLabels[band]]);
  for (const key of domainOrder) {
    const d = texts.domains[key];
    out.push([`${key}.title`, d.title], [`${key}.shortDescription`, d.shortDescription], [`${key}.description`, d.description]);
    for (const band of bandsOf) out.push([`${key}.${band}`, d.text[band]], [`${key}.summaryPhrase.${band}`, d.summaryPhrase[band]]);
    d.facets.forEach((f, i) => {
      out.push([`${key}${i + 1}.title`, f.title]);
      for (const band of bandsOf) out.push([`${key}${i + 1}.${band}`, f.text[band]]);
    });
  }
  return out;
}

const sentences = (text: string) => text.split(/(?<=[.!?।])\s+/).filter((s) => s.trim().length > 0);
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’']/g, "'")
    .match(/[a-z']+/g) ?? [];
const runs = (text: string, n: number) => {
  const w = words(text);
  return new Set(w.slice(0, Math.max(0, w.length - n + 1)).map((_, i) => w.slice(i, i + n).join(' ')));
};

/** The library's whole English report, for every band of every domain and facet. */
function libraryReportText(): string {
  const parts: string[] = [];
  for (const band of [1, 3, 5]) {
    const answers = bigFiveItems('en').map((item) => ({ domain: item.domain, facet: String(item.facet), score: band }));
    const calculateResult = (score: number, count: number) => (score / count < 2.5 ? 'low' : score / count > 3.5 ? 'high' : 'neutral');
    for (const d of getResults({ scores: calculateScore({ answers, calculateResult }), lang: 'en' })) {
      parts.push(d.title, d.shortDescription, d.description, d.text ?? '', ...d.facets.flatMap((f) => [f.title, f.text ?? '']));
    }
  }
  return parts
    .join('\n')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/\s+/g, ' ');
}

describe('the Big Five words, in English and Hindi', () => {
  it.each(testLanguages)('%s has a title, descriptions and a text for every band of every domain and facet', (language) => {
    const texts = textsIn[language];
    for (const key of domainOrder) {
      const d = texts.domains[key];
      expect(d.facets).toHaveLength(6);
      expect(new Set(d.facets.map((f) => f.title)).size).toBe(6);
    }
    for (const [where, text] of allTexts(texts)) {
      expect(text.trim(), where).not.toBe('');
      expect(text, where).toBe(text.trim());
    }
  });

  it.each(testLanguages)('%s says each band in one to three sentences', (language) => {
    const texts = textsIn[language];
    for (const key of domainOrder) {
      for (const band of bandsOf) {
        const texts_ = [texts.domains[key].text[band], ...texts.domains[key].facets.map((f) => f.text[band])];
        for (const text of texts_) expect(sentences(text).length, `${key} ${band}: ${text}`).toBeLessThanOrEqual(3);
      }
    }
  });

  it('gives every facet a different text in each band, so the bands say different things', () => {
    for (const language of testLanguages) {
      for (const key of domainOrder) {
        const d = textsIn[language].domains[key];
        for (const texts of [d.text, ...d.facets.map((f) => f.text)]) expect(new Set(bandsOf.map((b) => texts[b])).size).toBe(3);
      }
    }
  });

  it('copies no sentence, nor any run of seven words, from the library’s English report', () => {
    const library = libraryReportText();
    const librarySentences = sentences(library)
      .map((s) => s.toLowerCase().replace(/\s+/g, ' ').trim())
      .filter((s) => words(s).length >= 4);
    const libraryRuns = runs(library, 7);
    for (const [where, text] of allTexts(textsIn.en)) {
      const lower = text.toLowerCase();
      expect(
        librarySentences.filter((s) => lower.includes(s)),
        where,
      ).toEqual([]);
      expect(
        [...runs(text, 7)].filter((run) => libraryRuns.has(run)),
        where,
      ).toEqual([]);
    }
    expect(library.length).toBeGreaterThan(10_000);
  });

  it('uses none of the stigmatising labels, nor any comparison with other people', () => {
    const banned = /\b(morality|depression|depressed|liberalism|general population|loner|careless|disorganized|neurotic)\b/i;
    for (const [where, text] of allTexts(textsIn.en)) expect(text, where).not.toMatch(banned);
    for (const [where, text] of allTexts(textsIn.hi)) expect(text, where).not.toMatch(/अवसाद|नैतिकता|उदारवाद|आम जनसंख्या|सामान्य जनसंख्या/);
    expect(textsIn.en.scaleNote).toMatch(/your own answers/);
    expect(textsIn.en.scaleNote).toMatch(/not a comparison with other students/);
  });

  it('writes the Hindi without marking the reader’s gender: आप is never the subject of a verb that agrees with it', () => {
    // 'आप सोचते हैं' (m) / 'आप सोचती हैं' (f): the plain आप, not आपको, आपका, आपसे…, followed in its clause by such a verb.
    const agreeing = /(^|[\s‘(])आप\s(?!(पर|के|की|का|से|में|को|ने)\s)[^,;:।?]*?[^\s](ते|ती|ता)\s(हैं|थे|थीं|हो)/;
    for (const [where, text] of allTexts(textsIn.hi)) expect(text, where).not.toMatch(agreeing);
  });
});

describe('the Big Five summary', () => {
  const devanagari = (text: string) => {
    const letters = text.match(/\p{L}/gu) ?? [];
    return letters.filter((l) => /[\u0900-\u097F]/.test(l)).length / letters.length;
  };

  it('is in Devanagari when the report is in Hindi, and in English otherwise', () => {
    fc.assert(
      fc.property(answerSets(ids), (answers) => {
        const hindi = scoreBigFive(answers, { reportLanguage: 'hi' }).summary ?? '';
        expect(devanagari(hindi)).toBeGreaterThan(0.95);
        expect(hindi).not.toMatch(/[A-Za-z]/);
        expect(devanagari(scoreBigFive(answers).summary ?? '')).toBe(0);
      }),
      { numRuns: 25 },
    );
  });

  it('names the traits the student’s own answers described most and least strongly, or that none stands out', () => {
    // Simulated genuine students (quality/simulation.ts): a uniformly random set is doubtful and has a summary of its own.
    const genuine = fc.integer().map((seed) => genuineAnswers('bigfive', randomSource(seed)));
    fc.assert(
      fc.property(genuine, (answers) => {
        const result = scoreBigFive(answers);
        fc.pre(result.answerQuality?.verdict === 'ok');
        const scores = result.narrative.map((d) => d.score);
        const [top, bottom] = [Math.max(...scores), Math.min(...scores)];
        const summary = result.summary ?? '';
        if (top - bottom < STANDS_OUT) expect(summary).toContain('none stands out');
        else for (const d of result.narrative.filter((n) => n.score === top || n.score === bottom)) expect(summary).toContain(`‘${d.title}’`);
        expect(summary).toMatch(/not a comparison with other students/);
      }),
      { numRuns: 50 },
    );
    expect(scoreBigFive(everyItem(ids, () => 3)).summary).toContain('go through it with your counsellor');
  });
});

describe('a Big Five result stored before issue 18', () => {
  /** What scoring version 1 stored: the library's titles and text, in one of its 15 languages, no summary. */
  const stored = (language: string): BigFiveResult => {
    const current = scoreBigFive(
      everyItem(ids, (_, i) => (i % 5) + 1),
      { age: 15 },
    );
    const { summary: _s, language: _l, comparedWith: _c, scaleNote: _n, ...rest } = current;
    return {
      ...rest,
      reportLanguage: language,
      ageNotice: 'The IPIP-NEO-120 was validated with people aged 16 and over.',
      narrative: current.narrative.map((d) => ({
        ...d,
        title: 'Neuroticism',
        text: 'compared to the general population',
        facets: d.facets.map((f) => ({ ...f, title: 'Depression', text: 'subdued loner' })),
      })),
    };
  };

  it('is shown in our words, with its bars and bands as they were scored', () => {
    for (const [language, shown] of [
      ['en', 'en'],
      ['es', 'en'],
      ['hi', 'hi'],
    ] as const) {
      const old = stored(language);
      const current = bigFiveResultSchema.parse(withCurrentText(old));
      expect(current).toMatchObject({ language: shown, reportLanguage: shown, comparedWith: 'own-answers', openness: old.openness });
      expect(current.narrative.map((d) => [d.score, d.scoreText, d.facets.map((f) => [f.score, f.scoreText])])).toEqual(
        old.narrative.map((d) => [d.score, d.scoreText, d.facets.map((f) => [f.score, f.scoreText])]),
      );
      expect(JSON.stringify(current)).not.toMatch(/Neuroticism|Depression|general population|loner|validated/);
      expect(current.ageNotice).toBe(textsIn[shown].ageNotice);
    }
  });

  it('leaves a result scored since unchanged', () => {
    const result = scoreBigFive(
      everyItem(ids, (_, i) => (i % 3) + 2),
      { reportLanguage: 'hi' },
    );
    expect(withCurrentText(result)).toEqual(result);
  });

  it("takes away the domain's bar and band that a one-sided facet carried when scored before that was fixed", () => {
    const result = scoreBigFive(everyItem(ids, () => 4));
    // As stored before issue 28: no facet marked, the one-sided ones with a band and words of their own.
    const stored = {
      ...result,
      narrative: result.narrative.map((d) => ({ ...d, facets: d.facets.map(({ domainOnly, ...f }) => (domainOnly ? { ...f, score: 9, scoreText: 'high' as const, text: 'Strong.' } : f)) })),
    };
    expect(stored.narrative.flatMap((d) => d.facets).filter((f) => 'domainOnly' in f)).toHaveLength(0);
    const shown = withCurrentText(stored)
      .narrative.flatMap((d) => d.facets)
      .filter((f) => f.domainOnly);
    expect(shown).toHaveLength(9);
    for (const facet of shown) expect(facet).toMatchObject({ score: 5, scoreText: 'neutral', text: '' });
  });
});
