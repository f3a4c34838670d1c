// Documents shared with the student (PDF, PNG or JPG up to 10 MB): upload, download and withdraw; once the record has
// closed (`closed`, 7 days after the session) nothing more is shared, but a document can still be withdrawn.
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import type { SharedDocument } from '@margdarshak/contracts/api/counsellorWorkspace';
import { DashboardSection } from '../../../components/DashboardSection';
import { serverErrorOf } from '../../../lib/apiClient';
import { formatDate } from '../../../lib/format';
import { useToast } from '../../../lib/toastContext';
import { visuallyHidden } from '../../../lib/visuallyHidden';
import { useShareSessionDocument } from '../api/shareSessionDocument';
import { useWithdrawSessionDocument } from '../api/withdrawSessionDocument';
import { DOCUMENT_ACCEPT, documentProblem } from './documentFile';

export function SharedDocumentsCard({ bookingId, documents, closed = false }: { bookingId: string; documents: SharedDocument[]; closed?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const share = useShareSessionDocument(bookingId);
  const withdraw = useWithdrawSessionDocument(bookingId);
  const toast = useToast();

  const upload = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = documentProblem(file);
    if (problem) {
      toast.error('Could not share the document', problem);
      return;
    }
    share.mutate(file, {
      onSuccess: (document) => toast.success('Document shared with the student', document.name),
      onError: (error) => toast.error('Could not share the document', serverErrorOf(error) ?? 'Please try again.'),
    });
  };
  const remove = (document: SharedDocument) =>
    withdraw.mutate(document.id, {
      onSuccess: () => toast.success('Document withdrawn', `${document.name} is no longer shared with the student.`),
      onError: (error) => toast.error('Could not withdraw the document', serverErrorOf(error) ?? 'Please try again.'),
    });

  return (
    <DashboardSection title="Shared documents">
      <Typography color="textSecondary" sx={{ mb: 1.5 }}>
        The student sees these with their session. PDF, PNG or JPG, up to 10 MB.
      </Typography>
      {documents.length === 0 ? (
        <Typography color="textSecondary" sx={{ mb: 1.5 }}>
          No documents shared yet
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
          {documents.map((document) => (
            <Box component="li" key={document.id} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <div>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{document.name}</Typography>
                <Typography variant="body2" color="textSecondary">
                  Shared on {formatDate(document.sharedAt)}
                </Typography>
              </div>
              <Stack direction="row" spacing={1}>
                <Button size="small" component="a" href={document.url} download={document.name} aria-label={`Download ${document.name}`}>
                  Download
                </Button>
                <Button size="small" color="error" onClick={() => remove(document)} disabled={withdraw.isPending} aria-label={`Withdraw ${document.name}`}>
                  Withdraw
                </Button>
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
      <input
        ref={input}
        id={`document-${bookingId}`}
        type="file"
        accept={DOCUMENT_ACCEPT}
        style={visuallyHidden}
        tabIndex={-1}
        aria-label="Document to share"
        onChange={(event) => upload(event.target.files?.[0])}
      />
      <Button variant="outlined" startIcon={<UploadFileRounded />} onClick={() => input.current?.click()} disabled={closed || share.isPending}>
        {share.isPending ? 'Sharing…' : 'Share a document'}
      </Button>
    </DashboardSection>
  );
}
