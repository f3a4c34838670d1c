import { describe, expect, it } from 'vitest';
import { articleBySlug, articles, readingMinutes, visibleArticles, wordCount } from './articles';

describe('the blog', () => {
  it('has six articles of 500 to 800 words, each with its own slug', () => {
    expect(articles).toHaveLength(6);
    expect(new Set(articles.map((a) => a.slug)).size).toBe(6);
    for (const article of articles) {
      const words = wordCount(article.body);
      expect(words, article.slug).toBeGreaterThanOrEqual(500);
      expect(words, article.slug).toBeLessThanOrEqual(800);
      expect(readingMinutes(article)).toBe(Math.round(words / 200));
      expect(articleBySlug(article.slug)).toBe(article);
    }
  });

  it('shows three, then six, and says when none are left', () => {
    expect(visibleArticles(1)).toMatchObject({ more: true });
    expect(visibleArticles(1).shown).toHaveLength(3);
    expect(visibleArticles(2).shown).toHaveLength(6);
    expect(visibleArticles(2).more).toBe(false);
  });
});
