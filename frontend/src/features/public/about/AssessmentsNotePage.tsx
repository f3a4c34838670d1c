// /about/assessments: the technical note on our three questionnaires (issues 18 and 28), in English, or in Hindi with
// ?lang=hi (the server renders both, so the first paint is already in the reader's language). Server-rendered like the
// other content pages; its words live in assessmentsNoteText.ts and assessmentsNoteTextHi.ts.
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { Prose, ProsePage } from '../ProsePage';
import { usePageMeta } from '../../../lib/usePageMeta';
import { noteEn } from './assessmentsNoteText';
import { noteHi } from './assessmentsNoteTextHi';

export function AssessmentsNotePage() {
  const [search] = useSearchParams();
  const language = search.get('lang') === 'hi' ? 'hi' : 'en';
  const note = language === 'hi' ? noteHi : noteEn;
  usePageMeta(note.title, note.description);
  return (
    <div lang={language}>
      <ProsePage title={note.title} lead={note.lead}>
        <Typography color="textSecondary">{note.updated}</Typography>
        <Typography sx={{ mt: 1 }}>
          <Link component={RouterLink} to={`${paths.aboutAssessments}${note.otherLanguage.search}`} lang={note.otherLanguage.lang}>
            {note.otherLanguage.label}
          </Link>
        </Typography>
        <Prose blocks={[{ h: note.inShortHeading }, ...note.inShort]} />
        {note.sections.map((blocks, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: sections of a fixed text, in their written order
          <Prose key={i} blocks={blocks} />
        ))}
        <Typography sx={{ mt: 4 }}>
          <Link component={RouterLink} to={paths.about}>
            {note.aboutLink}
          </Link>
        </Typography>
      </ProsePage>
    </div>
  );
}
