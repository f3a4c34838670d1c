import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, articleBySlug, articles, readingMinutes, visibleArticles, wordCount, type Article } from './articles';
import type { Block } from '../ProsePage';
import { articlesHi, categoriesHi } from './articlesHi';
import { type ArticleInHindi, articleCategories } from './articleTypes';

describe('the blog', () => {
  it('has six articles, each with its own slug', () => {
    expect(articles).toHaveLength(6);
    expect(new Set(articles.map((a) => a.slug)).size).toBe(6);
    for (const article of articles) {
      expect(article.slug, article.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(articleBySlug(article.slug)).toBe(article);
    }
  });

  it('gives every article a category and its own drawn image, bundled with the app', () => {
    for (const article of articles) {
      expect(articleCategories, article.slug).toContain(article.category);
      // Vite answers a bundled SVG's address, or inlines it as a data URI: never an address elsewhere.
      expect(article.imageUrl, article.slug).toMatch(/^(\/.*\.svg|data:image\/svg\+xml.*)$/);
    }
    expect(new Set(articles.map((a) => a.imageUrl)).size).toBe(articles.length);
  });

  it('finds no article for an unknown slug', () => {
    expect(articleBySlug('no-such-article')).toBeUndefined();
  });

  it('keeps every article between 500 and 800 words, dated in 2026, newest first', () => {
    for (const article of articles) {
      const words = wordCount(article.body);
      expect(words, article.slug).toBeGreaterThanOrEqual(500);
      expect(words, article.slug).toBeLessThanOrEqual(800);
      expect(article.date, article.slug).toMatch(/^2026-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(article.date)), article.slug).toBe(false);
    }
    const dates = articles.map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('gives no article a heading without text under it', () => {
    for (const article of articles) {
      article.body.forEach((block, i) => {
        if (!('h' in block)) return;
        const next = article.body[i + 1];
        expect(next !== undefined && !('h' in next), `${article.slug}: ${block.h}`).toBe(true);
      });
    }
  });

  it('computes reading time from the word count at 200 words a minute', () => {
    expect(wordCount([{ h: 'Two words' }, { p: ' three  short words ' }, { list: ['one', 'and two'] }])).toBe(8);
    for (const article of articles) {
      expect(readingMinutes(article), article.slug).toBe(Math.round(wordCount(article.body) / 200));
    }
    const tiny: Article = { slug: 'tiny', title: 'Tiny', excerpt: '', category: 'For parents', imageUrl: '', author: '', date: '2026-01-01', body: [{ p: 'A few words.' }] };
    expect(readingMinutes(tiny)).toBe(1);
  });

  it('shows three, then six, and says when none are left', () => {
    expect(visibleArticles(1).shown.map((a) => a.slug)).toEqual(articles.slice(0, 3).map((a) => a.slug));
    expect(visibleArticles(1).more).toBe(true);
    expect(visibleArticles(2).shown).toEqual(articles);
    expect(visibleArticles(2).more).toBe(false);
  });

  it('never shows more than there are, and offers more exactly while some are hidden', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), (pages) => {
        const { shown, more } = visibleArticles(pages);
        expect(shown).toEqual(articles.slice(0, Math.min(pages * PAGE_SIZE, articles.length)));
        expect(more).toBe(shown.length < articles.length);
      }),
    );
  });
});

describe('the blog in Hindi', () => {
  const shape = (blocks: readonly Block[]) => blocks.map((block) => ('h' in block ? 'h' : 'p' in block ? 'p' : `list ${block.list.length}`));
  const textsOf = (hindi: ArticleInHindi) => [hindi.title, hindi.excerpt, hindi.author, ...hindi.body.flatMap((block) => ('h' in block ? [block.h] : 'p' in block ? [block.p] : block.list))];
  /** Latin words outside `[[…]]`: what the glossary keeps in Latin letters in running Hindi, and nothing else. */
  const unmarkedLatin = (text: string) => (text.replace(/\[\[.+?\]\]/g, ' ').match(/\p{Script=Latin}{2,}/gu) ?? []).filter((word) => word !== 'Margdarshak');

  it('writes every article in Hindi, with the same headings, paragraphs and lists as the English', () => {
    expect(Object.keys(articlesHi).sort()).toEqual(articles.map((a) => a.slug).sort());
    for (const article of articles) expect(shape(articlesHi[article.slug]?.body ?? []), article.slug).toEqual(shape(article.body));
    expect(Object.keys(categoriesHi).sort()).toEqual([...articleCategories].sort());
  });

  it('says every line in Devanagari, with English names only where marked [[…]]', () => {
    for (const [slug, hindi] of Object.entries(articlesHi)) {
      for (const text of textsOf(hindi)) {
        expect(text, slug).toMatch(/\p{Script=Devanagari}/u);
        expect(unmarkedLatin(text), `${slug}: ${text}`).toEqual([]);
        expect(text, slug).not.toMatch(/\[\[[^\]]*$|^[^[]*\]\]/);
      }
    }
    for (const category of Object.values(categoriesHi)) expect(category).toMatch(/^[\p{Script=Devanagari}\s-]+$/u);
  });

  it('uses none of the words the glossary replaced', () => {
    const replaced = /सत्र|परिणाम|छात्र|अभिभावक|राशि|कैरियर|परीक्षण|प्रश्नावली|शुल्क|निःशुल्क/;
    for (const [slug, hindi] of Object.entries(articlesHi)) for (const text of textsOf(hindi)) expect(text, slug).not.toMatch(replaced);
  });
});
