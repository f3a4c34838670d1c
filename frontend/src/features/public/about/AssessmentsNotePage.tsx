// /about/assessments: the technical note on our three questionnaires (issue 18). Server-rendered like the other content
// pages; its words live in assessmentsNoteText.ts.
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { Prose, ProsePage } from '../ProsePage';
import { usePageMeta } from '../usePageMeta';
import { bigFive, inShort, multipleIntelligences, NOTE_UPDATED, notValidated, reliability, riasec, sources } from './assessmentsNoteText';

export function AssessmentsNotePage() {
  usePageMeta(
    'How our assessments work',
    'Where the Holland, Multiple Intelligences and Big Five items come from, how they are scored, what the scores mean and do not mean, and what is not yet validated.',
  );
  return (
    <ProsePage title="How our assessments work" lead="A technical note for parents, counsellors and anyone who wants to check our working.">
      <Typography color="textSecondary">Last updated {NOTE_UPDATED}</Typography>
      <Prose blocks={[{ h: 'In short' }, ...inShort]} />
      <Prose blocks={riasec} />
      <Prose blocks={multipleIntelligences} />
      <Prose blocks={bigFive} />
      <Prose blocks={reliability} />
      <Prose blocks={notValidated} />
      <Prose blocks={sources} />
      <Typography sx={{ mt: 4 }}>
        <Link component={RouterLink} to={paths.about}>
          About Margdarshak
        </Link>
      </Typography>
    </ProsePage>
  );
}
