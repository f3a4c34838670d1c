import type { Block } from '../ProsePage';

export interface Article {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** YYYY-MM-DD. */
  date: string;
  body: Block[];
}
