// A paid booking's documents as download links ("Tax invoice INV/26-27/00001", "Credit note CRN/…"), where a page
// shows the payment: the student's session list, the parent's receipt. Nothing while there are none to show.
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { BookingDocument } from '@margdarshak/contracts/api/invoices';
import { useBookingDocuments } from '../api/bookingDocuments';

const kindNames: Record<BookingDocument['kind'], string> = { invoice: 'Tax invoice', receipt: 'Receipt', credit_note: 'Credit note' };

export function BookingDocumentLinks({ bookingId }: { bookingId: string }) {
  const documents = useBookingDocuments(bookingId);
  if (!documents.data?.length) return null;
  return (
    <Stack component="ul" direction="row" useFlexGap aria-label="Tax documents" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, columnGap: 2, rowGap: 0.5, flexWrap: 'wrap' }}>
      {documents.data.map((document) => (
        <li key={document.number}>
          <Link href={document.pdfUrl} download variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {kindNames[document.kind]} {document.number} (PDF)
          </Link>
        </li>
      ))}
    </Stack>
  );
}
