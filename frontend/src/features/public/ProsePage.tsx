// A page of written text (about, services, terms, privacy, an article): headings, paragraphs and lists, readable width.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Fixed text in blocks; inside a Hindi text, `[[…]]` marks words kept in English (a law's or a company's name). */
export type Block = { h: string } | { p: string } | { list: string[] };

/** A block's text with its `[[…]]` words marked as English, so a screen reader says them in an English voice. */
export function inline(text: string): ReactNode {
  if (!text.includes('[[')) return text;
  return text.split(/\[\[(.+?)\]\]/).map((part, i) =>
    i % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence, in order
      <span key={i} lang="en-IN">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

export function Prose({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, i) =>
        'h' in block ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks of fixed text, in their written order
          <Typography key={i} variant="h5" component="h2" sx={{ mt: 4, mb: 1.5 }}>
            {inline(block.h)}
          </Typography>
        ) : 'p' in block ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks of fixed text, in their written order
          <Typography key={i} sx={{ mb: 2, lineHeight: 1.75 }}>
            {inline(block.p)}
          </Typography>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks of fixed text, in their written order
          <Box key={i} component="ul" sx={{ mt: 0, mb: 2, pl: 3, '& li': { mb: 0.75, lineHeight: 1.7 } }}>
            {block.list.map((item) => (
              <li key={item}>
                <Typography component="span">{inline(item)}</Typography>
              </li>
            ))}
          </Box>
        ),
      )}
    </>
  );
}

export function ProsePage({ title, lead, children }: { title: ReactNode; lead?: string; children: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h3" component="h1" gutterBottom sx={{ fontSize: { xs: '2rem', md: '2.8rem' } }}>
        {title}
      </Typography>
      {lead && (
        <Typography variant="h6" component="p" color="textSecondary" sx={{ mb: 3, fontWeight: 400 }}>
          {lead}
        </Typography>
      )}
      {children}
    </Container>
  );
}
