// One booking's completed tests (dashboards §2): who and when, the New and release badges, a checkmark per test the
// package includes, and the View and Release buttons (or the one comprehensive release); Open session leads to the
// session's page (issue 30).
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CounsellorTestRecord } from '@margdarshak/contracts/api/personalityTests';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { visuallyHidden } from '../../../lib/visuallyHidden';
import { formatSessionDate, testFullNames, testShortNames, type ResultGroup } from './resultGroups';

const plainList = { listStyle: 'none', m: 0, p: 0 } as const;

export interface ResultGroupActions {
  onView(record: CounsellorTestRecord): void;
  onRelease(record: CounsellorTestRecord): void;
  onReleaseComprehensive(group: ResultGroup): void;
}

function Checklist({ group }: { group: ResultGroup }) {
  return (
    <Stack component="ul" direction="row" spacing={2} useFlexGap aria-label="Tests completed" sx={{ ...plainList, flexWrap: 'wrap' }}>
      {group.checklist.map(({ testType, complete }) => (
        <Stack component="li" key={testType} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          {complete ? <CheckCircleRounded fontSize="small" color="success" /> : <RadioButtonUncheckedRounded fontSize="small" color="disabled" />}
          <Typography variant="body2" color={complete ? 'textPrimary' : 'textSecondary'}>
            {testShortNames[testType]}
            <Box component="span" sx={visuallyHidden}>
              {complete ? ': complete' : ': not completed yet'}
            </Box>
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * `focusRequest`: a new number moves the focus to this group, when the button that had it is gone (Show more on the
 * last page, Release once the test is released).
 */
export function ResultGroupCard({ group, focusRequest, onView, onRelease, onReleaseComprehensive }: { group: ResultGroup; focusRequest?: number } & ResultGroupActions) {
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusRequest !== undefined) ref.current?.focus();
  }, [focusRequest]);
  return (
    <Box ref={ref} tabIndex={-1} component="article" aria-labelledby={headingId} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 1.5 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {group.student}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {group.packageName} · {formatSessionDate(group.sessionDate)}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1}>
          {group.cancelled && <Chip label="Session cancelled" color="error" size="small" />}
          {group.isNew && <Chip label="New" color="info" size="small" />}
          {group.releaseBadge && <Chip label={group.releaseBadge} color={group.releaseBadge === 'Released' ? 'success' : 'secondary'} size="small" />}
        </Stack>
      </Stack>
      <Checklist group={group} />
      <Box component="ul" sx={{ ...plainList, mt: 1.5 }}>
        {group.tests.map(({ record, release }) => (
          <Stack
            component="li"
            key={record.id}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, py: 1, borderTop: 1, borderColor: 'divider' }}
          >
            <Box>
              <Typography id={`${headingId}-${record.testType}`} variant="body2" sx={{ fontWeight: 600 }}>
                {testFullNames[record.testType]}
              </Typography>
              <Typography variant="caption" color="textSecondary">
                Completed {formatDate(record.completedAt)}
                {record.isReleasedToStudent ? ' · shared with the student' : ''}
              </Typography>
            </Box>
            <Stack direction="row" spacing={1}>
              <Button size="small" variant="outlined" aria-describedby={`${headingId}-${record.testType} ${headingId}`} onClick={() => onView(record)}>
                View
              </Button>
              {release && (
                <Button size="small" variant="contained" aria-describedby={`${headingId}-${record.testType} ${headingId}`} onClick={() => onRelease(record)}>
                  Release
                </Button>
              )}
            </Stack>
          </Stack>
        ))}
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        {group.comprehensive && (
          <Button variant="contained" aria-describedby={headingId} onClick={() => onReleaseComprehensive(group)}>
            {group.comprehensive}
          </Button>
        )}
        <Button variant="outlined" component={RouterLink} to={paths.counsellor.session.to(group.bookingId)} aria-describedby={headingId}>
          Open session
        </Button>
      </Stack>
    </Box>
  );
}
