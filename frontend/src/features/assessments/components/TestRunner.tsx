// Takes a test one page of items at a time: a labelled 1-to-5 scale per item (radio buttons, keyboard operable), a
// progress bar and a list of what is still unanswered. The free test keeps its answers in the browser (storageKey) so
// a reload resumes; a session's test starts from the answers saved on the server and saves each change itself. The
// items' language (English or Hindi) also sets the runner's own words; every text is marked with its language.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { ItemsResponse } from '@margdarshak/contracts/assessments/tests';
import { isTestLanguage } from '../language/testLanguage';
import { scrollBehavior } from '../../../lib/motion';
import { runnerWords } from '../language/testWords';
import type { PageSeconds } from '@margdarshak/contracts/assessments/answers';
import { usePageSeconds } from './pageSeconds';
import { loadAnswers, onlyItems, saveAnswers, unanswered, type Answers } from './savedAnswers';

const PAGE_SIZE = 10;

interface Props {
  items: ItemsResponse;
  /** Keep the answers in this browser under this key (the free test). */
  storageKey?: string;
  /** Answers to start from (saved on the server); answers kept in the browser win. */
  initialAnswers?: Answers;
  /** Open on the page of the first unanswered item (resuming) instead of the first page. */
  startAtFirstUnanswered?: boolean;
  /** Each change the student makes, with every answer so far and the seconds each page has taken. */
  onAnswersChange?(answers: Answers, pageSeconds: PageSeconds): void;
  onPageChange?(page: number): void;
  /** Items the server refused the answers for: the unanswered list is shown and the first unanswered item focused. */
  flaggedItemIds?: readonly string[];
  submitting: boolean;
  submitLabel?: string;
  submittingLabel?: string;
  onSubmit(answers: Answers, pageSeconds: PageSeconds): void;
}

export function TestRunner({
  items,
  storageKey,
  initialAnswers,
  startAtFirstUnanswered = false,
  onAnswersChange,
  onPageChange,
  flaggedItemIds,
  submitting,
  submitLabel = 'See my results',
  submittingLabel = 'Scoring…',
  onSubmit,
}: Props) {
  const ids = items.items.map((i) => i.id);
  // Answers to items no longer in the test (reworded under a new id) are dropped, never sent.
  const [answers, setAnswers] = useState<Answers>(() => onlyItems(ids, { ...initialAnswers, ...(storageKey === undefined ? {} : loadAnswers(storageKey)) }));
  const ownLanguage = isTestLanguage(items.language) ? items.language : 'en';
  const words = runnerWords[ownLanguage];
  const [page, setPage] = useState(() => {
    if (!startAtFirstUnanswered) return 0;
    const first = unanswered(ids, answers)[0];
    // Everything answered but not yet sent: the last page, where the submit button is.
    return Math.floor((first === undefined ? ids.length - 1 : ids.indexOf(first)) / PAGE_SIZE);
  });
  const [showMissing, setShowMissing] = useState(false);
  const pages = Math.ceil(items.items.length / PAGE_SIZE);
  const timer = usePageSeconds();
  /** The current page's time so far, added to its total, and every page's seconds. */
  const pageSeconds = () => {
    timer.leave(page, Math.min(PAGE_SIZE, items.items.length - page * PAGE_SIZE));
    return timer.list();
  };
  const left = unanswered(ids, answers);
  const done = ids.length - left.length;

  useEffect(() => {
    if (storageKey !== undefined) saveAnswers(storageKey, answers);
  }, [storageKey, answers]);

  const answer = (id: string, value: number) => {
    const next = { ...answers, [id]: value };
    setAnswers(next);
    onAnswersChange?.(next, pageSeconds());
  };
  const goTo = (next: number) => {
    pageSeconds();
    setPage(next);
    onPageChange?.(next);
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
  };
  const submit = () => {
    if (left.length > 0) {
      setShowMissing(true);
      return;
    }
    onSubmit(answers, pageSeconds());
  };
  const jumpTo = (id: string) => {
    goTo(Math.floor(ids.indexOf(id) / PAGE_SIZE));
    window.setTimeout(() => document.getElementById(`item-${id}`)?.focus(), 50);
  };

  // Only when the server flags items anew: the answers and items of that moment decide where to go.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a new flagging only, by design (the line above)
  useEffect(() => {
    if (!flaggedItemIds || flaggedItemIds.length === 0) return;
    setShowMissing(true);
    const first = left[0] ?? flaggedItemIds.find((id) => ids.includes(id));
    if (first !== undefined) jumpTo(first);
  }, [flaggedItemIds]);

  return (
    <Stack spacing={3} lang={ownLanguage}>
      <Box>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="body2">{words.page(page + 1, pages)}</Typography>
          <Typography variant="body2" id="progress-label">
            {words.answered(done, ids.length)}
          </Typography>
        </Stack>
        <LinearProgress variant="determinate" value={(done / ids.length) * 100} aria-labelledby="progress-label" />
      </Box>
      {items.items.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE).map((item, index) => (
        <Paper key={item.id} variant="outlined" sx={{ p: 2 }} lang={items.language ?? ownLanguage}>
          <FormControl component="fieldset" fullWidth>
            <FormLabel component="legend" id={`item-${item.id}`} tabIndex={-1} sx={{ color: 'text.primary', fontWeight: 600, mb: 1 }}>
              {page * PAGE_SIZE + index + 1}. {item.text}
            </FormLabel>
            <RadioGroup row value={answers[item.id] ?? ''} onChange={(event) => answer(item.id, Number(event.target.value))} aria-labelledby={`item-${item.id}`}>
              {items.scale.map((choice) => (
                <FormControlLabel key={choice.value} value={choice.value} control={<Radio size="small" />} label={choice.label} sx={{ mr: 2 }} />
              ))}
            </RadioGroup>
          </FormControl>
        </Paper>
      ))}
      {showMissing && left.length > 0 && (
        <Alert severity="warning" role="alert">
          {words.unanswered(left.length)}{' '}
          {left.slice(0, 12).map((id, i) => (
            <span key={id}>
              {i > 0 && ', '}
              <Link component="button" type="button" onClick={() => jumpTo(id)}>
                {words.item(ids.indexOf(id) + 1)}
              </Link>
            </span>
          ))}
          {left.length > 12 && words.andMore}
          {words.end}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Button disabled={page === 0} onClick={() => goTo(page - 1)}>
          {words.previous}
        </Button>
        {page < pages - 1 ? (
          <Button variant="contained" onClick={() => goTo(page + 1)}>
            {words.next}
          </Button>
        ) : (
          <Button variant="contained" onClick={submit} disabled={submitting}>
            {submitting ? submittingLabel : submitLabel}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
