// A paid booking's documents as download links ("Tax invoice INV/26-27/00001", "Credit note CRN/…"), where a page
// shows the payment: the student's session list, the parent's receipt, in the page's language (a document's number as
// it is). Nothing while there are none to show.
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { BookingDocument } from '@margdarshak/contracts/api/invoices';
import { OwnWords } from '../../../components/shared/OwnWords';
import { useT } from '../../../lib/i18n/useLanguage';
import { useBookingDocuments } from '../api/bookingDocuments';
import { bookingMessages } from '../messages';

const kindNames = { invoice: 'documents.invoice', receipt: 'documents.receipt', credit_note: 'documents.credit_note' } as const satisfies Record<BookingDocument['kind'], string>;

export function BookingDocumentLinks({ bookingId }: { bookingId: string }) {
  const documents = useBookingDocuments(bookingId);
  const t = useT(bookingMessages);
  if (!documents.data?.length) return null;
  return (
    <Stack component="ul" direction="row" useFlexGap aria-label={t('documents.label')} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, columnGap: 2, rowGap: 0.5, flexWrap: 'wrap' }}>
      {documents.data.map((document) => (
        <li key={document.number}>
          <Link href={document.pdfUrl} download variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <OwnWords text={t(kindNames[document.kind], { number: document.number })} words={[document.number]} />
          </Link>
        </li>
      ))}
    </Stack>
  );
}
