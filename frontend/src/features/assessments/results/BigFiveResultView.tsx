// The Big Five: what the answers describe in a few sentences, how to read low, middle and high (against the student's
// own answers, never other people's), five bars on 10, and each trait with its six facets. In English or Hindi, as the
// result was written; never HTML.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BigFiveDomain, BigFiveResult, TestLanguage } from '@margdarshak/contracts/assessments/tests';
import type { ResultAudience } from './audience';
import { formatScore } from './ScoreBar';

type Band = BigFiveDomain['scoreText'];

/** The view's own words, in the result's language. */
const words: Record<TestLanguage, { bands: Record<Band, string>; outOf: string; howToRead: string; facets: string }> = {
  en: { bands: { low: 'Low', neutral: 'In the middle', high: 'High' }, outOf: 'out of 10', howToRead: 'How to read this', facets: 'The six parts of this trait' },
  hi: { bands: { low: 'कम', neutral: 'बीच में', high: 'अधिक' }, outOf: '10 में से', howToRead: 'इसे कैसे पढ़ें', facets: 'इस गुण के छह हिस्से' },
};

type Trait = 'openness' | 'conscientiousness' | 'extraversion' | 'agreeableness' | 'neuroticism';
/** The counsellor's bars carry the five trait names (dashboards §2), with the plain name for neuroticism beside it. */
const traits: { trait: Trait; domain: BigFiveDomain['domain']; label: string }[] = [
  { trait: 'openness', domain: 'O', label: 'Openness' },
  { trait: 'conscientiousness', domain: 'C', label: 'Conscientiousness' },
  { trait: 'extraversion', domain: 'E', label: 'Extraversion' },
  { trait: 'agreeableness', domain: 'A', label: 'Agreeableness' },
  { trait: 'neuroticism', domain: 'N', label: 'Neuroticism (emotional sensitivity)' },
];

function bars(result: BigFiveResult, audience: ResultAudience): { key: string; label: string; value: number; band?: Band }[] {
  return audience === 'counsellor'
    ? traits.map(({ trait, domain, label }) => ({ key: trait, label, value: result[trait], band: result.narrative.find((d) => d.domain === domain)?.scoreText }))
    : result.narrative.map((d) => ({ key: d.domain, label: d.title, value: d.score, band: d.scoreText }));
}

function TraitBar({ label, value, band, text }: { label: string; value: number; band: string | undefined; text: (typeof words)[TestLanguage] }) {
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
      <LinearProgress variant="determinate" value={value * 10} aria-label={`${label}: ${score} ${text.outOf}`} sx={{ height: 8, borderRadius: 4 }} />
    </Box>
  );
}

export function BigFiveResultView({ result, audience = 'student' }: { result: BigFiveResult; audience?: ResultAudience }) {
  const language: TestLanguage = result.language ?? (result.reportLanguage === 'hi' ? 'hi' : 'en');
  const text = words[language];
  return (
    <Stack spacing={3} lang={language}>
      {result.ageNotice && <Alert severity="info">{result.ageNotice}</Alert>}
      {result.summary && <Typography sx={{ lineHeight: 1.7 }}>{result.summary}</Typography>}
      {result.scaleNote && (
        <Alert severity="info" variant="outlined">
          <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
            {text.howToRead}
          </Typography>
          <Typography variant="body2">{result.scaleNote}</Typography>
        </Alert>
      )}
      <Stack spacing={1.5}>
        {bars(result, audience).map((b) => (
          <TraitBar key={b.key} label={b.label} value={b.value} band={b.band && text.bands[b.band]} text={text} />
        ))}
      </Stack>
      {result.narrative.map((d) => (
        <Box key={d.domain} component="section" aria-label={d.title}>
          <Typography variant="h6" component="h3">
            {d.title}: {text.bands[d.scoreText]} ({formatScore(d.score)}/10)
          </Typography>
          {d.shortDescription && (
            <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
              {d.shortDescription}
            </Typography>
          )}
          <Typography sx={{ whiteSpace: 'pre-line' }}>{d.text}</Typography>
          <Typography variant="subtitle2" component="h4" sx={{ mt: 1.5 }}>
            {text.facets}
          </Typography>
          <Stack spacing={1} sx={{ mt: 0.5 }}>
            {d.facets.map((f) => (
              <Box key={f.title}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {f.title} ({text.bands[f.scoreText]}, {formatScore(f.score)}/10)
                </Typography>
                <Typography variant="body2" color="textSecondary" sx={{ whiteSpace: 'pre-line' }}>
                  {f.text}
                </Typography>
              </Box>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
