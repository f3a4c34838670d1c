// Sharing results with the student (dashboards §2 release dialog, §4, §8): optional notes, one test or the booking's
// comprehensive PDF report, a toast either way; on success the dialog closes and its notes are cleared.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useToast } from '../../../lib/toastContext';
import { useReleaseComprehensive, useReleaseTest } from '../api/personalityTests';
import { testFullNames, type ReleaseTarget } from './resultGroups';

/** The contract's limit on notes. */
const NOTES_MAX = 5000;

function wordingFor(target: ReleaseTarget) {
  if (target.kind === 'test') {
    const name = testFullNames[target.record.testType];
    return {
      title: `Release ${name} results`,
      text: `${target.student} will see their ${name} results on their dashboard, with your notes if you add any.`,
      button: 'Release Results',
      previousNotes: null,
    };
  }
  const { group } = target;
  const update = group.comprehensive === 'Update to Comprehensive Report';
  return {
    title: update ? 'Update the comprehensive report' : 'Release the comprehensive report',
    text: update
      ? `A new version of the PDF report on all three tests is generated and shared with ${group.student}; it replaces the one shared before.`
      : `A PDF report on all three tests (Holland Code, Big Five and Multiple Intelligences) is generated and shared with ${group.student}.`,
    button: 'Generate & Release PDF Report',
    previousNotes: update ? (group.tests.find((t) => t.record.counsellorNotes)?.record.counsellorNotes ?? null) : null,
  };
}

export function ReleaseDialog({
  target,
  notes,
  onNotesChange,
  onReleased,
  onClose,
}: {
  target: ReleaseTarget;
  notes: string;
  onNotesChange(notes: string): void;
  /** After a successful release: the caller clears the notes and closes. */
  onReleased(): void;
  onClose(): void;
}) {
  const releaseTest = useReleaseTest();
  const releaseComprehensive = useReleaseComprehensive();
  const toast = useToast();
  const titleId = useId();
  const textId = useId();
  const pending = releaseTest.isPending || releaseComprehensive.isPending;
  const words = wordingFor(target);

  const release = () => {
    if (target.kind === 'test') {
      releaseTest.mutate(
        { testId: target.record.id, notes },
        {
          onSuccess: () => {
            toast.success('Results Released', 'Personality test results have been shared with the student.');
            onReleased();
          },
          onError: () => toast.error('Release Failed', 'Failed to release test results. Please try again.'),
        },
      );
    } else {
      releaseComprehensive.mutate(
        { bookingId: target.group.bookingId, notes },
        {
          onSuccess: () => {
            toast.success('Comprehensive Report Released', 'The complete personality assessment report has been shared with the student.');
            onReleased();
          },
          onError: () => toast.error('Error', 'Failed to release comprehensive report.'),
        },
      );
    }
  };

  return (
    // While the release runs the dialog stays open, so its outcome is always told and the notes are not lost.
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{words.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          {words.text}
        </DialogContentText>
        {words.previousNotes && (
          <Typography variant="body2" color="textSecondary" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
            <strong>Notes shared with the current report:</strong> {words.previousNotes}
          </Typography>
        )}
        <TextField
          label="Counsellor Notes"
          value={notes}
          onChange={(event) => onNotesChange(event.target.value)}
          multiline
          minRows={4}
          fullWidth
          disabled={pending}
          helperText={`Optional. The student reads these notes with the results. ${notes.length}/${NOTES_MAX}`}
          slotProps={{ htmlInput: { maxLength: NOTES_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={release} disabled={pending}>
          {pending ? 'Releasing...' : words.button}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
