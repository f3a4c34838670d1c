// /blog (three articles, each with its category and image, then 'Load More Articles' until none are left) and /blog/{slug}.
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
import { Prose, ProsePage } from '../ProsePage';
import { usePageMeta } from '../../../lib/usePageMeta';
import { articleBySlug, readingMinutes, visibleArticles, type Article } from './articles';

const blogPost = paths.blogPost.to;

const byline = (article: Article) =>
  `${article.author} · ${new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${article.date}T00:00:00Z`))} · ${readingMinutes(article)} min read`;

export function BlogPage() {
  usePageMeta('Blog', 'Articles for Indian students and parents on streams, entrance exams, interest tests and choosing a career.');
  const [pages, setPages] = useState(1);
  const { shown, more } = visibleArticles(pages);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h3" component="h1" gutterBottom sx={{ fontSize: { xs: '2rem', md: '2.8rem' } }}>
        Blog
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4 }}>
        Practical writing on streams, exams and careers, by our counsellors and psychologists.
      </Typography>
      <Stack spacing={3}>
        {shown.map((article) => (
          <Card key={article.slug} variant="outlined" component="article">
            <CardActionArea component={RouterLink} to={blogPost(article.slug)}>
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
                  {article.title}
                </Typography>
                <Typography variant="body2" color="textSecondary" gutterBottom>
                  {byline(article)}
                </Typography>
                <Typography>{article.excerpt}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Stack>
      {more && (
        <Box sx={{ textAlign: 'center', mt: 4 }}>
          <Button variant="outlined" onClick={() => setPages(pages + 1)}>
            Load More Articles
          </Button>
        </Box>
      )}
    </Container>
  );
}

export function BlogPostPage() {
  const { slug = '' } = useParams();
  const article = articleBySlug(slug);
  usePageMeta(article?.title ?? 'Article not found', article?.excerpt ?? 'This article does not exist.');
  if (!article) {
    return (
      <Container maxWidth="md" sx={{ py: 8 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Article not found
        </Typography>
        <Alert severity="warning" sx={{ mb: 3 }}>
          We could not find that article. It may have moved.
        </Alert>
        <Button component={RouterLink} to={paths.blog} variant="contained">
          Back to the blog
        </Button>
      </Container>
    );
  }
  return (
    <ProsePage title={article.title}>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {article.category} · {byline(article)}
      </Typography>
      <Box component="img" src={article.imageUrl} alt="" width={320} height={180} sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: 1, mb: 3 }} />
      <Prose blocks={article.body} />
      <Button component={RouterLink} to={paths.blog} sx={{ mt: 3 }}>
        Back to the blog
      </Button>
    </ProsePage>
  );
}
