// The Holland code result (dashboards §2 result dialog): letters and their meanings, six scores out of 40 with bars and
// a hexagon, the interpretation and careers, and the parent-facing profile.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
import { ScoreBar } from './ScoreBar';

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

const wording = {
  student: {
    code: 'Your Holland code',
    careers: 'Careers to explore',
    nearest: (code: string) => `Your code ${code} has no profile of its own; this is the nearest profile to your six scores.`,
  },
  counsellor: {
    code: 'Holland code',
    careers: 'Career recommendations',
    nearest: (code: string) => `The code ${code} has no profile of its own; this is the nearest profile to the student's six scores.`,
  },
} as const;

export function RiasecResultView({ result, detail = 'full', audience = 'student' }: { result: RiasecResult; detail?: 'summary' | 'full'; audience?: ResultAudience }) {
  const letters = result.hollandCode.split('') as RiasecLetter[];
  const { profile } = result;
  const words = wording[audience];
  const profileTitleId = useId();
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="overline">{words.code}</Typography>
        <Typography variant="h2" component="p" sx={{ letterSpacing: 8, fontWeight: 700 }} data-testid="holland-code">
          {result.hollandCode}
        </Typography>
        <Stack spacing={0.5}>
          {letters.map((letter) => (
            <Typography key={letter} variant="body2">
              <strong>{letter}</strong> · {letterMeanings[letter]}
            </Typography>
          ))}
        </Stack>
      </Box>
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
      <Typography>{result.interpretation}</Typography>
      <CareerChips title={words.careers} careers={result.careerSuggestions} />
      <Box component="section" aria-labelledby={profileTitleId}>
        <Typography id={profileTitleId} variant="h5" component="h3">
          {profile.code}: {profile.title}
        </Typography>
        <Typography color="textSecondary" sx={{ fontStyle: 'italic', mb: 1 }}>
          {profile.tagline}
        </Typography>
        {result.profileMatch === 'nearest' && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {words.nearest(result.hollandCode)}
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
    </Stack>
  );
}
