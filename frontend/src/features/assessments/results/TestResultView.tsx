// Any test's result, through the one gate (contracts/assessments/gate.ts): doubtful answers get their own state, with
// the scores kept for the counsellor only; otherwise the test's own view, which shows no profile or careers where the
// gate withholds the reading ('none' RIASEC code, flat MI profile). Every web surface shows results through here.
import Stack from '@mui/material/Stack';
import { withheldReason } from '@margdarshak/contracts/assessments/gate';
import type { TestLanguage, TestResult } from '@margdarshak/contracts/assessments/tests';
import { resultLanguage, type ResultAudience } from './audience';
import { BigFiveBars, BigFiveResultView } from './BigFiveResultView';
import { DoubtfulAnswers } from './DoubtfulAnswers';
import { HelplineCard } from './HelplineCard';
import { showsHelpline } from '@margdarshak/contracts/assessments/helpline';
import { MiResultView, MiScores } from './MiResultView';
import { RiasecResultView, RiasecScores } from './RiasecResultView';

interface Props {
  result: TestResult;
  audience?: ResultAudience;
  /** The reader's language; the result's own by default. */
  language?: TestLanguage | undefined;
  detail?: 'summary' | 'full';
}

function Scores({ result, audience, language }: { result: TestResult; audience: ResultAudience; language: TestLanguage }) {
  switch (result.type) {
    case 'riasec':
      return <RiasecScores result={result.data} language={language} />;
    case 'multiple_intelligences':
      return <MiScores result={result.data} language={language} />;
    case 'bigfive':
      return <BigFiveBars result={result.data} audience={audience} language={language} />;
    default: {
      const unknown: never = result;
      return unknown;
    }
  }
}

export function TestResultView({ result, audience = 'student', language, detail = 'full' }: Props) {
  const reader = language ?? resultLanguage(result.data);
  if (withheldReason(result) === 'doubtful') {
    return (
      <Stack spacing={3} lang={reader}>
        {result.type === 'bigfive' && showsHelpline(result.data) && <HelplineCard language={reader} audience={audience} />}
        <DoubtfulAnswers
          testType={result.type}
          audience={audience}
          language={reader}
          flags={result.data.answerQuality?.flags}
          summary={result.data.summary === undefined ? undefined : { text: result.data.summary, language: resultLanguage(result.data) }}
        />
        {audience === 'counsellor' && <Scores result={result} audience={audience} language={reader} />}
      </Stack>
    );
  }
  switch (result.type) {
    case 'riasec':
      return <RiasecResultView result={result.data} audience={audience} language={reader} detail={detail} />;
    case 'multiple_intelligences':
      return <MiResultView result={result.data} audience={audience} language={reader} />;
    case 'bigfive':
      return <BigFiveResultView result={result.data} audience={audience} language={reader} />;
    default: {
      const unknown: never = result;
      return unknown;
    }
  }
}
