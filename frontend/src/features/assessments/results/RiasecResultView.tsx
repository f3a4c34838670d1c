// The Holland code result (dashboards §2 result dialog), saying only what the answers support (issue 18): the summary
// in the result's language, the code with how clear it is and which letters tied (or, when no interest stands out, no
// code and what to do instead), six scores out of 40 with bars and a hexagon, the interpretation and careers, and the
// parent-facing profile with where a nearest profile differs. A result scored before all this shows as it was stored.
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
import { letterMeanings, riasecLetters, typeNames, type RiasecLetter } from '@margdarshak/contracts/assessments/hollandProfile';
import { riasecDomains, type RiasecResult } from '@margdarshak/contracts/assessments/tests';
import type { ResultAudience } from './audience';
import { CareerChips } from './CareerChips';
import { RadarChart } from './RadarChart';
import { ResultSummary } from './ResultSummary';
import { ScoreBar } from './ScoreBar';
import { answerQualityNote, listOf, riasecWording } from './riasecWording';

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
function NoClearCode({ audience }: { audience: ResultAudience }) {
  const words = riasecWording[audience];
  return (
    <Alert severity="info" icon={false}>
      <AlertTitle>{words.noneTitle}</AlertTitle>
      <Typography sx={{ mb: 1 }}>{words.noneText}</Typography>
      <Typography variant="subtitle2" component="h4">
        {words.noneNextTitle}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {words.noneNext.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Box>
    </Alert>
  );
}

function Code({ result, audience }: { result: RiasecResult; audience: ResultAudience }) {
  const words = riasecWording[audience];
  const letters = result.hollandCode.split('') as RiasecLetter[];
  const confidence = result.codeConfidence;
  return (
    <Box>
      <Typography variant="overline">{words.code}</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h2" component="p" sx={{ letterSpacing: 8, fontWeight: 700 }} data-testid="holland-code">
          {result.hollandCode}
        </Typography>
        {confidence && <Chip label={words.confidence[confidence]} color={confidence === 'clear' ? 'success' : 'default'} variant={confidence === 'clear' ? 'filled' : 'outlined'} />}
      </Stack>
      {(result.ties ?? []).map((group) => (
        <Typography key={group.join('')} sx={{ fontWeight: 600 }}>
          {listOf(group, 'and')} tied
        </Typography>
      ))}
      {confidence === 'tentative' && <Typography color="textSecondary">{words.tentative}</Typography>}
      <Stack spacing={0.5} sx={{ mt: 1 }}>
        {letters.map((letter) => (
          <Typography key={letter} variant="body2">
            <strong>{letter}</strong> · {letterMeanings[letter]}
          </Typography>
        ))}
      </Stack>
    </Box>
  );
}

function Profile({ result, detail, audience }: { result: RiasecResult; detail: 'summary' | 'full'; audience: ResultAudience }) {
  const { profile } = result;
  const words = riasecWording[audience];
  const profileTitleId = useId();
  if (!profile) return null;
  return (
    <Box component="section" aria-labelledby={profileTitleId}>
      <Typography id={profileTitleId} variant="h5" component="h3">
        {profile.code}: {profile.title}
      </Typography>
      <Typography color="textSecondary" sx={{ fontStyle: 'italic', mb: 1 }}>
        {profile.tagline}
      </Typography>
      {result.profileMatch === 'nearest' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {words.nearest(result.hollandCode, profile.code, result.profileDifferences)}
        </Alert>
      )}
      {audience === 'counsellor' && (
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
          Detailed profile
        </Typography>
      )}
      <Typography sx={{ mb: 2 }}>{profile.summary}</Typography>
      {detail === 'full' && (
        <Stack spacing={2}>
          <Bullets title="Strengths" items={profile.strengths} />
          <Bullets title="Challenges" items={profile.challenges} />
          <Bullets title="Career clusters" items={profile.career_clusters.map((c) => `${c.cluster}: for example ${c.examples.join(', ')}`)} />
          <Bullets title="Action plan" items={profile.action_plan} />
          {profile.recommended_streams && <Bullets title="Recommended streams" items={profile.recommended_streams} />}
        </Stack>
      )}
    </Box>
  );
}

export function RiasecResultView({ result, detail = 'full', audience = 'student' }: { result: RiasecResult; detail?: 'summary' | 'full'; audience?: ResultAudience }) {
  const words = riasecWording[audience];
  const none = result.codeConfidence === 'none';
  const quality = answerQualityNote(result, audience);
  return (
    <Stack spacing={3}>
      {result.summary && <ResultSummary summary={result.summary} language={result.language} />}
      {result.codeConfidence === undefined && <Alert severity="info">{words.earlierVersion}</Alert>}
      {none ? <NoClearCode audience={audience} /> : <Code result={result} audience={audience} />}
      {quality && <Alert severity="warning">{quality}</Alert>}
      <Grid container spacing={3} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={1.5}>
            {riasecLetters.map((letter) => (
              <ScoreBar key={letter} label={typeNames[letter]} value={result[riasecDomains[letter]]} max={40} />
            ))}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }} sx={{ textAlign: 'center' }}>
          <RadarChart title="Interest profile" max={40} axes={riasecLetters.map((letter) => ({ label: typeNames[letter], value: result[riasecDomains[letter]] }))} />
        </Grid>
      </Grid>
      {/* With no clear code the box above says all the interpretation would. */}
      {!none && <Typography>{result.interpretation}</Typography>}
      {!none && <CareerChips title={words.careers} careers={result.careerSuggestions} />}
      {!none && <Profile result={result} detail={detail} audience={audience} />}
    </Stack>
  );
}
