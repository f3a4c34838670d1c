// The package's tests and where each stands; a completed one opens in the results dialog (the dashboard's own), which
// marks it viewed as the results section does.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { CounsellorSession } from '@margdarshak/contracts/api/counsellorWorkspace';
import { paths } from '../../../config/paths';
import { useSessionTestRecords } from '../api/sessionTestRecords';
import { ResultDialog } from '../results/ResultDialog';
import { testFullNames } from '../results/resultGroups';
import { useOpenResult } from '../results/useOpenResult';
import { DashboardSection } from '../../../components/DashboardSection';

const statusWords = { available: 'Not started', in_progress: 'In progress', completed: 'Completed' } as const;

export function SessionTestsCard({ session }: { session: CounsellorSession }) {
  const anyCompleted = session.tests.some((t) => t.status === 'completed');
  const records = useSessionTestRecords(session.booking.id, anyCompleted);
  const result = useOpenResult();
  return (
    <DashboardSection title="Tests">
      {session.tests.length === 0 ? (
        <Typography color="textSecondary">This package has no tests.</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {session.tests.map((test) => {
            const record = records.data?.find((r) => r.id === test.id || r.testType === test.testType);
            return (
              <Box component="li" key={test.id} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                <div>
                  <Typography sx={{ fontWeight: 600 }}>{testFullNames[test.testType]}</Typography>
                  <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
                    <Chip size="small" variant="outlined" color={test.status === 'completed' ? 'info' : 'default'} label={statusWords[test.status]} />
                    {test.isReleasedToStudent && <Chip size="small" variant="outlined" color="success" label="Released" />}
                  </Stack>
                </div>
                {test.status === 'completed' &&
                  (record ? (
                    <Button size="small" variant="outlined" onClick={() => result.open(record)}>
                      View result
                    </Button>
                  ) : (
                    <Button size="small" component={RouterLink} to={`${paths.counsellor.dashboard}#test-results-heading`} disabled={records.isPending}>
                      {records.isPending ? 'Loading result…' : 'See on dashboard'}
                    </Button>
                  ))}
              </Box>
            );
          })}
        </Stack>
      )}
      {records.isError && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          We could not load the results here; they are in Personality Test Results on your dashboard.
        </Alert>
      )}
      {result.viewing && <ResultDialog record={result.viewing} onClose={result.close} />}
    </DashboardSection>
  );
}
