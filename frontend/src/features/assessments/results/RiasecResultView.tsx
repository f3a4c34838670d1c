// The Holland code result (dashboards §2 result dialog), saying only what the answers support (issues 18 and 28): the
// summary in the result's language, the code in words with how sure each place is (or, when no interest stands out,
// no code and what to do instead), six scores out of 40 with bars and a hexagon, the interpretation and careers, and
// the profile with where a nearest profile differs. Doubtful answers never reach this view (TestResultView).
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { codeInWords, letterInWords, letterNames } from '@margdarshak/contracts/assessments/codeWords';
import { riasecLetters, type RiasecLetter } from '@margdarshak/contracts/assessments/hollandProfile';
import { scoresByLetter, streamsByStrength } from '@margdarshak/contracts/assessments/streamOrder';
import { riasecDomains, type RiasecResult, type TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { resultLanguage, type ResultAudience } from './audience';
import { CareerChips } from './CareerChips';
import { RadarChart } from './RadarChart';
import { ResultSummary } from './ResultSummary';
import { answerQualityNote, differencesInWords, listOf, placesInWords } from './riasecWording';
import { ScoreBar } from './ScoreBar';
import { wordsFor } from './words/resultWords';

type Reader = { audience: ResultAudience; language: TestLanguage };

function Bullets({ title, items }: { title: string; items: string[] }) {
  return (
    <Box>
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <List dense disablePadding>
        {items.map((item) => (
          <ListItem key={item} sx={{ display: 'list-item', listStyleType: 'disc', ml: 3, pl: 0 }}>
            {item}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/** No interest stands out: no code, and what to do about it, said plainly. */
function NoClearCode({ audience, language }: Reader) {
  const { own } = wordsFor(language, audience);
  return (
    <Alert severity="info" icon={false}>
      <AlertTitle>{own.noneTitle}</AlertTitle>
      <Typography sx={{ mb: 1 }}>{own.noneText}</Typography>
      <Typography variant="subtitle2" component="h4">
        {own.nextTitle}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {own.noneNext.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Box>
    </Alert>
  );
}

function Code({ result, audience, language }: { result: RiasecResult } & Reader) {
  const { words, own } = wordsFor(language, audience);
  const letters = result.hollandCode.split('') as RiasecLetter[];
  const places = placesInWords(result, language);
  const confidence = result.codeConfidence;
  return (
    <Box>
      <Typography variant="overline">{own.code}</Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="holland-code">
        {codeInWords(result.hollandCode, language)}
      </Typography>
      {places ? (
        <Box data-testid="code-places" sx={{ mt: 0.5 }}>
          {places.map((line) => (
            <Typography key={line} sx={{ fontWeight: 600 }}>
              {line}
            </Typography>
          ))}
        </Box>
      ) : (
        confidence && <Chip sx={{ mt: 1 }} label={words.confidence[confidence]} color={confidence === 'clear' ? 'success' : 'default'} variant={confidence === 'clear' ? 'filled' : 'outlined'} />
      )}
      {(result.ties ?? []).map((group) => (
        <Typography key={group.join('')} sx={{ fontWeight: 600 }}>
          {words.tied(
            listOf(
              group.map((l) => letterNames[language][l]),
              words.and,
            ),
          )}
        </Typography>
      ))}
      {!places && confidence === 'tentative' && <Typography color="textSecondary">{own.tentative}</Typography>}
      <Stack spacing={0.5} sx={{ mt: 1 }}>
        {letters.map((letter) => (
          <Typography key={letter} variant="body2">
            <strong>{letterInWords(letter, language)}</strong> · {words.letterMeanings[letter]}
          </Typography>
        ))}
      </Stack>
    </Box>
  );
}

function Profile({ result, detail, audience, language }: { result: RiasecResult; detail: 'summary' | 'full' } & Reader) {
  const { profile } = result;
  const { words, own } = wordsFor(language, audience);
  const profileTitleId = useId();
  if (!profile) return null;
  return (
    <Box component="section" aria-labelledby={profileTitleId}>
      <Typography id={profileTitleId} variant="h5" component="h3">
        {profile.title}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {codeInWords(profile.code, language)}
      </Typography>
      <Typography color="textSecondary" sx={{ fontStyle: 'italic', mb: 1 }}>
        {profile.tagline}
      </Typography>
      {result.profileMatch === 'nearest' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {own.nearest(codeInWords(result.hollandCode, language), codeInWords(profile.code, language), differencesInWords(result.profileDifferences, language))}
        </Alert>
      )}
      {audience === 'counsellor' && (
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
          {words.profile.detailed}
        </Typography>
      )}
      <Typography sx={{ mb: 2 }}>{profile.summary}</Typography>
      {detail === 'full' && (
        <Stack spacing={2}>
          <Bullets title={words.profile.strengths} items={profile.strengths} />
          <Bullets title={words.profile.challenges} items={profile.challenges} />
          <Bullets title={words.profile.clusters} items={profile.career_clusters.map((c) => words.profile.example(c.cluster, c.examples.join(', ')))} />
          <Bullets title={words.profile.plan} items={profile.action_plan} />
          {profile.recommended_streams && <Bullets title={words.profile.streams} items={streamsByStrength(profile.recommended_streams, scoresByLetter(result)).map((s) => words.streams[s])} />}
        </Stack>
      )}
    </Box>
  );
}

/** The six scores, as bars and a hexagon: shown with every result, including (to the counsellor) a withheld one. */
export function RiasecScores({ result, language }: { result: RiasecResult; language: TestLanguage }) {
  const { words } = wordsFor(language, 'student');
  const axes = riasecLetters.map((letter) => ({ label: letterNames[language][letter], value: result[riasecDomains[letter]] }));
  return (
    <Grid container spacing={3} sx={{ alignItems: 'center' }}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Stack spacing={1.5}>
          {axes.map((axis) => (
            <ScoreBar key={axis.label} label={axis.label} value={axis.value} max={40} outOf={words.scoreOutOf} />
          ))}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }} sx={{ textAlign: 'center' }}>
        <RadarChart title={words.interestProfile} max={40} axes={axes} />
      </Grid>
    </Grid>
  );
}

export function RiasecResultView({
  result,
  detail = 'full',
  audience = 'student',
  language,
}: {
  result: RiasecResult;
  detail?: 'summary' | 'full';
  audience?: ResultAudience;
  language?: TestLanguage;
}) {
  const reader = { audience, language: language ?? resultLanguage(result) };
  const { own } = wordsFor(reader.language, audience);
  const none = result.codeConfidence === 'none';
  const quality = answerQualityNote(result, audience, reader.language);
  return (
    <Stack spacing={3} lang={reader.language}>
      {result.summary && <ResultSummary summary={result.summary} language={result.language} audience={reader.audience} />}
      {result.codeConfidence === undefined && <Alert severity="info">{own.earlierVersion}</Alert>}
      {none ? <NoClearCode {...reader} /> : <Code result={result} {...reader} />}
      {quality && <Alert severity="warning">{quality}</Alert>}
      <RiasecScores result={result} language={reader.language} />
      {/* With no clear code the box above says all the interpretation would; the gate leaves no careers or profile. The
          interpretation is in the language the test was taken in (results before issue 28: English only), so it shows
          when the reader reads that language. It says "you" to the student, so the counsellor, who has the same facts above
          and below, does not get it. */}
      {!none && reader.audience === 'student' && reader.language === resultLanguage(result) && <Typography lang={resultLanguage(result)}>{result.interpretation}</Typography>}
      {!none && result.careerSuggestions.length > 0 && <CareerChips title={own.careers} careers={result.careerSuggestions} />}
      {!none && <Profile result={result} detail={detail} {...reader} />}
    </Stack>
  );
}
