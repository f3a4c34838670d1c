// /blog (three articles, each with its category and image, then 'Load More Articles' until none are left) and /blog/{slug};
// in Hindi at /hi/blog and /hi/blog/{slug} (issue 33), whose articles' Hindi loads only with the Hindi pages.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { linkIn } from '../../../lib/i18n/hindiPages';
import type { Language } from '../../../lib/i18n/language';
import { useLanguage, useT } from '../../../lib/i18n/useLanguage';
import { usePageMeta } from '../../../lib/usePageMeta';
import { inline, Prose, ProsePage } from '../ProsePage';
import { articleBySlug, readingMinutes, visibleArticles, type Article } from './articles';
import type { ArticleInHindi } from './articleTypes';
import { blogMessages } from './messages';

/** Loaded in Hindi with the page under /hi (app/routes.tsx). */
export const pageCatalogues = [blogMessages];

// The articles' Hindi loads only for the Hindi pages, before they draw (app/routes.tsx awaits `loadHindi`): an English
// reader downloads none of it.
let hindi: typeof import('./articlesHi') | undefined;
export async function loadHindi(): Promise<void> {
  hindi = await import('./articlesHi');
}

/** An article as a reader of the page's language sees it: in Hindi, its words from articlesHi.ts over the English. */
type ShownArticle = Omit<Article, 'category'> & ArticleInHindi & { category: string };

const shownIn = (language: Language, article: Article): ShownArticle =>
  language === 'hi' && hindi ? { ...article, ...hindi.articlesHi[article.slug], category: hindi.categoriesHi[article.category] } : article;

/** A title or excerpt without its `[[…]]` marks, for the page's <title> and description. */
const plain = (text: string) => text.replace(/\[\[(.+?)\]\]/g, '$1');

/** An article's date as '12 June 2026', or in Hindi '12 जून 2026' (whole month names, Latin digits). */
const dateOf = (date: string, language: Language) =>
  new Intl.DateTimeFormat(
    language === 'hi' ? 'hi-IN' : 'en-IN',
    language === 'hi' ? { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC', numberingSystem: 'latn' } : { dateStyle: 'long', timeZone: 'UTC' },
  ).format(new Date(`${date}T00:00:00Z`));

function useByline(): (article: ShownArticle) => string {
  const t = useT(blogMessages);
  const language = useLanguage();
  return (article) => t('byline', { author: article.author, date: dateOf(article.date, language), minutes: readingMinutes(article) });
}

export function BlogPage() {
  const t = useT(blogMessages);
  const language = useLanguage();
  const byline = useByline();
  usePageMeta(t('index.title'), t('index.description'));
  const [pages, setPages] = useState(1);
  const { shown, more } = visibleArticles(pages);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h3" component="h1" gutterBottom sx={{ fontSize: { xs: '2rem', md: '2.8rem' } }}>
        {t('index.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4 }}>
        {t('index.lead')}
      </Typography>
      <Stack spacing={3}>
        {shown
          .map((article) => shownIn(language, article))
          .map((article) => (
            <Card key={article.slug} variant="outlined" component="article">
              <CardActionArea component={RouterLink} to={linkIn(language, paths.blogPost.to(article.slug))}>
                <Box
                  component="img"
                  src={article.imageUrl}
                  alt=""
                  width={320}
                  height={180}
                  sx={{ display: 'block', width: '100%', height: 'auto', maxHeight: 220, objectFit: 'cover', bgcolor: 'background.default' }}
                />
                <CardContent>
                  <Chip label={article.category} size="small" color="primary" variant="outlined" sx={{ mb: 1 }} />
                  <Typography variant="h5" component="h2" gutterBottom>
                    {inline(article.title)}
                  </Typography>
                  <Typography variant="body2" color="textSecondary" gutterBottom>
                    {byline(article)}
                  </Typography>
                  <Typography>{inline(article.excerpt)}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
      </Stack>
      {more && (
        <Box sx={{ textAlign: 'center', mt: 4 }}>
          <Button variant="outlined" onClick={() => setPages(pages + 1)}>
            {t('index.more')}
          </Button>
        </Box>
      )}
    </Container>
  );
}

export function BlogPostPage() {
  const t = useT(blogMessages);
  const language = useLanguage();
  const byline = useByline();
  const { slug = '' } = useParams();
  const found = articleBySlug(slug);
  const article = found && shownIn(language, found);
  usePageMeta(article ? plain(article.title) : t('notFound.title'), article ? plain(article.excerpt) : t('notFound.description'));
  const back = linkIn(language, paths.blog);
  if (!article) {
    return (
      <Container maxWidth="md" sx={{ py: 8 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('notFound.title')}
        </Typography>
        <Alert severity="warning" sx={{ mb: 3 }}>
          {t('notFound.text')}
        </Alert>
        <Button component={RouterLink} to={back} variant="contained">
          {t('back')}
        </Button>
      </Container>
    );
  }
  return (
    <ProsePage title={inline(article.title)}>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {article.category} · {byline(article)}
      </Typography>
      <Box component="img" src={article.imageUrl} alt="" width={320} height={180} sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: 1, mb: 3 }} />
      <Prose blocks={article.body} />
      <Button component={RouterLink} to={back} sx={{ mt: 3 }}>
        {t('back')}
      </Button>
    </ProsePage>
  );
}
