// The blog: six articles for students and parents, newest first, with reading time from their word count.
import type { Block } from '../ProsePage';
import { beyondJeeNeet, hollandCodeExplained, streamAfterTen } from './articles1';
import { cuetForParents, designCareers, talkingWithoutPressure } from './articles2';
import type { Article } from './articleTypes';

export type { Article } from './articleTypes';

export const articles: readonly Article[] = [talkingWithoutPressure, designCareers, cuetForParents, beyondJeeNeet, hollandCodeExplained, streamAfterTen];

const WORDS_PER_MINUTE = 200;

export const wordCount = (blocks: readonly Block[]) =>
  blocks.reduce((count, block) => count + ('h' in block ? block.h : 'p' in block ? block.p : block.list.join(' ')).split(/\s+/).filter(Boolean).length, 0);

export const readingMinutes = (article: Pick<Article, 'body'>) => Math.max(1, Math.round(wordCount(article.body) / WORDS_PER_MINUTE));

export const articleBySlug = (slug: string) => articles.find((a) => a.slug === slug);

export const PAGE_SIZE = 3;

/** The first `pages` pages of articles, and whether more remain ('Load More Articles'). */
export function visibleArticles(pages: number): { shown: readonly Article[]; more: boolean } {
  const shown = articles.slice(0, pages * PAGE_SIZE);
  return { shown, more: shown.length < articles.length };
}
