// The Big Five: what the answers describe in a few sentences, how to read low, middle and high (against the student's
// own answers, never other people's), five bars on 10, and each trait with its six facets; the Tele-MANAS card beside
// a high low-moods reading. In English or Hindi, as the result was written; never HTML. Doubtful answers never reach
// this view (TestResultView).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BigFiveDomain, BigFiveResult, TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { resultLanguage, type ResultAudience } from './audience';
import { HelplineCard } from './HelplineCard';
import { showsHelpline } from '@margdarshak/contracts/assessments/helpline';
import { formatScore } from './ScoreBar';
import { wordsFor } from './words/resultWords';
import type { ResultWords } from './words/wordsShape';

type Band = BigFiveDomain['scoreText'];
type Trait = 'openness' | 'conscientiousness' | 'extraversion' | 'agreeableness' | 'neuroticism';
const traits: { trait: Trait; domain: BigFiveDomain['domain'] }[] = [
  { trait: 'openness', domain: 'O' },
  { trait: 'conscientiousness', domain: 'C' },
  { trait: 'extraversion', domain: 'E' },
  { trait: 'agreeableness', domain: 'A' },
  { trait: 'neuroticism', domain: 'N' },
];

/**
 * A facet keyed one way only is read at its domain's level (issue 28, item 2): it carries no band of its own. Read with
 * `in`, so results from before the field existed read as they were.
 */
const domainOnly = (facet: BigFiveDomain['facets'][number]) => 'domainOnly' in facet && facet.domainOnly === true;

/** The counsellor's bars carry the five trait names (dashboards §2); the student's carry the narrative's own titles. */
function bars(result: BigFiveResult, audience: ResultAudience, words: ResultWords): { key: string; label: string; value: number; band?: Band }[] {
  return audience === 'counsellor' || result.narrative.length === 0
    ? traits.map(({ trait, domain }) => ({ key: trait, label: words.bigFive.traits[domain], value: result[trait], band: result.narrative.find((d) => d.domain === domain)?.scoreText }))
    : result.narrative.map((d) => ({ key: d.domain, label: d.title, value: d.score, band: d.scoreText }));
}

function TraitBar({ label, value, band, outOf }: { label: string; value: number; band: string | undefined; outOf: string }) {
  const score = formatScore(value);
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2">{label}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {band ? `${band} · ` : ''}
          {score}/10
        </Typography>
      </Stack>
      <LinearProgress variant="determinate" value={value * 10} aria-label={`${label}: ${score} ${outOf}`} sx={{ height: 8, borderRadius: 4 }} />
    </Box>
  );
}

/** The five bars: shown with every result, including (to the counsellor) a withheld one, then without bands. */
export function BigFiveBars({ result, audience, language }: { result: BigFiveResult; audience: ResultAudience; language: TestLanguage }) {
  const { words } = wordsFor(language, audience);
  return (
    <Stack spacing={1.5}>
      {bars(result, audience, words).map((b) => (
        <TraitBar key={b.key} label={b.label} value={b.value} band={b.band && words.bigFive.bands[b.band]} outOf={words.bigFive.outOf} />
      ))}
    </Stack>
  );
}

export function BigFiveResultView({ result, audience = 'student', language }: { result: BigFiveResult; audience?: ResultAudience; language?: TestLanguage }) {
  const reader = language ?? resultLanguage(result);
  const { words } = wordsFor(reader, audience);
  return (
    <Stack spacing={3} lang={reader}>
      {showsHelpline(result) && <HelplineCard language={reader} audience={audience} />}
      {result.ageNotice && <Alert severity="info">{result.ageNotice}</Alert>}
      {result.summary && <Typography sx={{ lineHeight: 1.7 }}>{result.summary}</Typography>}
      {result.scaleNote && (
        <Alert severity="info" variant="outlined">
          <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
            {words.bigFive.howToRead}
          </Typography>
          <Typography variant="body2">{result.scaleNote}</Typography>
        </Alert>
      )}
      <BigFiveBars result={result} audience={audience} language={reader} />
      {result.narrative.map((d) => (
        <Box key={d.domain} component="section" aria-label={d.title}>
          <Typography variant="h6" component="h3">
            {d.title}: {words.bigFive.bands[d.scoreText]} ({formatScore(d.score)}/10)
          </Typography>
          {d.shortDescription && (
            <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
              {d.shortDescription}
            </Typography>
          )}
          <Typography sx={{ whiteSpace: 'pre-line' }}>{d.text}</Typography>
          <Typography variant="subtitle2" component="h4" sx={{ mt: 1.5 }}>
            {words.bigFive.facets}
          </Typography>
          <Stack spacing={1} sx={{ mt: 0.5 }}>
            {d.facets.map((f) => (
              <Box key={f.title}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {f.title} ({domainOnly(f) ? words.bigFive.domainOnly : `${words.bigFive.bands[f.scoreText]}, ${formatScore(f.score)}/10`})
                </Typography>
                {f.text && (
                  <Typography variant="body2" color="textSecondary" sx={{ whiteSpace: 'pre-line' }}>
                    {f.text}
                  </Typography>
                )}
              </Box>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
