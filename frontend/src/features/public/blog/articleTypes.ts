import type { Block } from '../ProsePage';

export const articleCategories = ['Streams and subjects', 'Career tests', 'Career options', 'Entrance exams', 'For parents'] as const;
export type ArticleCategory = (typeof articleCategories)[number];

export interface Article {
  slug: string;
  title: string;
  excerpt: string;
  /** What the article is about, shown on its card (public-area §1). */
  category: ArticleCategory;
  /** Its illustration: an SVG drawn for the article, bundled with the app (no stock photos, nothing fetched elsewhere). */
  imageUrl: string;
  author: string;
  /** YYYY-MM-DD. */
  date: string;
  body: Block[];
}

/**
 * An article's words in Hindi (issue 33): the same blocks and facts as the English, written for Hindi-medium students
 * and parents. Exam and institution names stay in Latin letters, wrapped `[[…]]` so they are marked as English.
 */
export interface ArticleInHindi {
  title: string;
  excerpt: string;
  author: string;
  body: Block[];
}
