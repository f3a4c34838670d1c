// English / हिन्दी for the RIASEC and MI tests: two toggle buttons (not radios, so the page's radio groups stay the
// items'), each label in its own language and marked so for screen readers and fonts. The choice is remembered
// (testLanguage.ts); answers stay, as the items keep their ids in both languages.
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { isTestLanguage } from './testLanguage';

const choices: { value: TestLanguage; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'hi', label: 'हिन्दी' },
];

export function TestLanguagePicker({ value, onChange }: { value: TestLanguage; onChange(language: TestLanguage): void }) {
  const labelId = useId();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }} sx={{ alignItems: { sm: 'center' } }}>
      <Typography id={labelId}>
        {/* In both languages, each marked, so either reader finds the switch. */}
        <span lang="en">Language of the questions</span> / <span lang="hi">प्रश्नों की भाषा</span>
      </Typography>
      <ToggleButtonGroup exclusive size="small" color="primary" value={value} aria-labelledby={labelId} onChange={(_, next: unknown) => isTestLanguage(next) && onChange(next)}>
        {choices.map((choice) => (
          <ToggleButton key={choice.value} value={choice.value} lang={choice.value} sx={{ textTransform: 'none', px: 2 }}>
            {choice.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
