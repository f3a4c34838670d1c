// /student/report/{reportId}: a report the counsellor released (dashboards §2, §7): its session, the counsellor's notes
// and each test's result in the same views the counsellor reads, with the PDF to keep. A linked parent opening it reads
// the report written to a parent (its document's words, in the report's language) under the same header.
// Composes the student feature (the report, its download) and the assessments feature (the result views).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { ReportResponse } from '@margdarshak/contracts/api/parentReport';
import type { ReportView } from '@margdarshak/contracts/api/personalityTests';
import type { TestLanguage, TestType } from '@margdarshak/contracts/assessments/tests';
import { pageWords } from '../language/pageWords';
import { useLanguageChoice } from '../language/useLanguageChoice';
import { resultLanguage } from '../results/audience';
import { ReportBlocks } from '../results/ReportBlocks';
import { TestResultView } from '../results/TestResultView';
import { useReport } from '../api/getReport';
import { DownloadPdfButton } from '../../student';
import { ApiError } from '../../../lib/apiClient';
import { formatDate, formatTime } from '../../../lib/format';
import { paths } from '../../../config/paths';
import { ownWordsLang } from '../../../lib/i18n/ownWords';
import { usePackageName } from '../../packages';

function ResultSection({ testType, language, children }: { testType: TestType; language: TestLanguage; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`result-${testType}`} lang={language}>
      <Typography id={`result-${testType}`} variant="h5" component="h2" gutterBottom>
        {pageWords[language].testTitles[testType]}
      </Typography>
      {children}
    </Box>
  );
}

/** Each result in the language it was taken in, under its title in that language. */
function Results({ results }: { results: ReportView['results'] }) {
  return (
    <Stack spacing={5}>
      {results.riasec && (
        <ResultSection testType="riasec" language={resultLanguage(results.riasec)}>
          <TestResultView result={{ type: 'riasec', data: results.riasec }} />
        </ResultSection>
      )}
      {results.bigfive && (
        <ResultSection testType="bigfive" language={resultLanguage(results.bigfive)}>
          <TestResultView result={{ type: 'bigfive', data: results.bigfive }} />
        </ResultSection>
      )}
      {results.multiple_intelligences && (
        <ResultSection testType="multiple_intelligences" language={resultLanguage(results.multiple_intelligences)}>
          <TestResultView result={{ type: 'multiple_intelligences', data: results.multiple_intelligences }} />
        </ResultSection>
      )}
    </Stack>
  );
}

/** `lang`: where the value is written in another language than the page (a name in Latin letters on a Hindi page). */
function Fact({ term, lang, children }: { term: string; lang?: string | undefined; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Typography component="dt" color="textSecondary" sx={{ minWidth: 110 }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }} lang={lang}>
        {children}
      </Typography>
    </Box>
  );
}

/** The header and notes in the reader's language, marked so; each result below marks its own (a parent's document, its). */
function Report({ report, language }: { report: ReportResponse; language: TestLanguage }) {
  const packageName = usePackageName();
  const words = pageWords[language].report;
  const title = words.title(report.kind, (Object.keys(report.results) as TestType[])[0]);
  return (
    <Stack spacing={4}>
      <Box lang={language}>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        {report.version > 1 && (
          <Typography color="textSecondary" gutterBottom>
            {words.updated(report.version, formatDate(report.releasedAt, language))}
          </Typography>
        )}
        <Stack component="dl" spacing={0.5} sx={{ my: 2 }}>
          <Fact term={words.session}>
            {formatDate(report.sessionDate, language)}, {formatTime(report.sessionDate, language)}
          </Fact>
          {/* The package's and the counsellor's names as the API gives them, marked English where they are. */}
          <Fact term={words.package} {...ownWordsLang(packageName(report), language)}>
            {packageName(report)}
          </Fact>
          <Fact term={words.counsellor} {...ownWordsLang(report.counsellorName, language)}>
            {report.counsellorName}
          </Fact>
        </Stack>
        <DownloadPdfButton link={report} size="medium" variant="contained" label={words.download} name={title} />
      </Box>
      {report.audience === 'parent' ? (
        <Box lang={report.language}>
          <ReportBlocks blocks={report.document} />
        </Box>
      ) : (
        <>
          {report.counsellorNotes && (
            <Paper variant="outlined" component="section" aria-labelledby="notes-heading" sx={{ p: 2 }}>
              <Typography id="notes-heading" variant="h6" component="h2" gutterBottom lang={language}>
                {words.notes}
              </Typography>
              {/* The counsellor's own words, in whatever language they wrote. */}
              <Typography sx={{ whiteSpace: 'pre-line' }} {...ownWordsLang(report.counsellorNotes, language)}>
                {report.counsellorNotes}
              </Typography>
            </Paper>
          )}
          <Results results={report.results} />
        </>
      )}
    </Stack>
  );
}

export function StudentReportPage() {
  const { reportId = '' } = useParams();
  const report = useReport(reportId);
  const [language] = useLanguageChoice();
  const words = pageWords[language];
  const shown = report.data;
  const missing = report.error instanceof ApiError && (report.error.status === 404 || report.error.status === 400);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      {report.isPending ? (
        <Skeleton variant="rounded" height={480} aria-label={words.loading.report} lang={language} />
      ) : report.isError || !shown ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }} lang={language}>
          <Typography variant="h4" component="h1">
            {missing ? words.report.notFoundTitle : words.report.errorTitle}
          </Typography>
          {missing ? (
            <Alert severity="warning" sx={{ alignSelf: 'stretch' }}>
              {words.report.notFound[0]}
              <span {...ownWordsLang(words.report.notFound[1], language)}>{words.report.notFound[1]}</span>
              {words.report.notFound[2]}
            </Alert>
          ) : (
            <Alert severity="error" sx={{ alignSelf: 'stretch' }} action={<Button onClick={() => void report.refetch()}>{words.tryAgain}</Button>}>
              {words.report.loadFailed}
            </Alert>
          )}
        </Stack>
      ) : (
        <Report report={shown} language={language} />
      )}
      <Button component={RouterLink} to={shown?.audience === 'parent' ? paths.parent.dashboard : paths.student.dashboard} sx={{ mt: 4 }} lang={language}>
        {pageWords[language].thanks.back}
      </Button>
    </Container>
  );
}
