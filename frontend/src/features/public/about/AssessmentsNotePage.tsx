// /about/assessments: the technical note on our three questionnaires (issues 18 and 28), in English, and in Hindi at
// /hi/about/assessments (issue 33; the old ?lang=hi address is redirected there). Server-rendered like the other
// content pages; its words live in assessmentsNoteText.ts and assessmentsNoteTextHi.ts.
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { linkIn } from '../../../lib/i18n/hindiPages';
import { pathIn } from '../../../lib/i18n/language';
import { useLanguage } from '../../../lib/i18n/useLanguage';
import { Prose, ProsePage } from '../ProsePage';
import { usePageMeta } from '../../../lib/usePageMeta';
import { noteEn } from './assessmentsNoteText';
import { noteHi } from './assessmentsNoteTextHi';

export function AssessmentsNotePage() {
  const language = useLanguage();
  const note = language === 'hi' ? noteHi : noteEn;
  usePageMeta(note.title, note.description);
  return (
    <ProsePage title={note.title} lead={note.lead}>
      <Typography color="textSecondary">{note.updated}</Typography>
      <Typography sx={{ mt: 1 }}>
        <Link component={RouterLink} to={pathIn(note.otherLanguage.lang, paths.aboutAssessments)} lang={note.otherLanguage.lang} hrefLang={note.otherLanguage.lang}>
          {note.otherLanguage.label}
        </Link>
      </Typography>
      <Prose blocks={[{ h: note.inShortHeading }, ...note.inShort]} />
      {note.sections.map((blocks, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sections of a fixed text, in their written order
        <Prose key={i} blocks={blocks} />
      ))}
      <Typography sx={{ mt: 4 }}>
        <Link component={RouterLink} to={linkIn(language, paths.about)}>
          {note.aboutLink}
        </Link>
      </Typography>
    </ProsePage>
  );
}
