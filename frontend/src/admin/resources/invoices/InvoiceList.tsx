// Every issued invoice, receipt and credit note (issue 31, item 4), for admins and auditors: number, date, who it is
// billed to, taxable value, GST and total to the paisa, and its PDF. Filtered by kind, number and India days; sorted by
// date, number or total; cards on a phone.
import Link from '@mui/material/Link';
import { DataTable, DateInput, List, SearchInput, SelectInput, useRecordContext } from 'react-admin';
import type { AdminInvoice } from '@margdarshak/contracts/api/invoices';
import { formatDate } from '../../../lib/format';
import { formatExactRupees } from '../../adminFormat';
import { connectionErrorState } from '../../components/ConnectionError';
import { CardLine, RecordCards } from '../../components/RecordCards';
import { useIsPhone } from '../../components/useIsPhone';

const kindNames: Record<AdminInvoice['kind'], string> = { invoice: 'Tax invoice', receipt: 'Receipt', credit_note: 'Credit note' };

const filters = [
  <SelectInput key="kind" source="kind" label="Kind" choices={Object.entries(kindNames).map(([id, name]) => ({ id, name }))} emptyText="All" alwaysOn />,
  <SearchInput key="number" source="number" placeholder="Number, e.g. INV/26-27/00001" alwaysOn sx={{ width: { xs: '100%', sm: 320 } }} />,
  <DateInput key="from" source="from" label="Issued from" />,
  <DateInput key="to" source="to" label="Issued to" />,
];

const party = (invoice: AdminInvoice) => `${invoice.party}${invoice.paidByParent ? ' (paid by parent)' : ''}`;

function PdfLink() {
  const invoice = useRecordContext<AdminInvoice>();
  if (!invoice) return null;
  return (
    <Link href={invoice.pdfUrl} download aria-label={`PDF of ${invoice.id}`} onClick={(event) => event.stopPropagation()}>
      PDF
    </Link>
  );
}

function InvoiceCards() {
  return (
    <RecordCards<AdminInvoice>
      title={(invoice) => `${kindNames[invoice.kind]} ${invoice.id}`}
      details={(invoice) => (
        <>
          <CardLine label="Date">{formatDate(invoice.issuedAt)}</CardLine>
          <CardLine label="Billed to">{party(invoice)}</CardLine>
          {invoice.refersTo && <CardLine label="For invoice">{invoice.refersTo}</CardLine>}
          <CardLine label="Taxable">{formatExactRupees(invoice.taxable)}</CardLine>
          <CardLine label="GST">{formatExactRupees(invoice.tax)}</CardLine>
          <CardLine label="Total">{formatExactRupees(invoice.total)}</CardLine>
        </>
      )}
      actions={<PdfLink />}
    />
  );
}

export function InvoiceList() {
  const phone = useIsPhone();
  return (
    <List<AdminInvoice> {...connectionErrorState} title="Invoices" filters={filters} sort={{ field: 'issuedAt', order: 'DESC' }} perPage={25} exporter={false}>
      {phone ? (
        <InvoiceCards />
      ) : (
        <DataTable<AdminInvoice> rowClick={false} bulkActionButtons={false} sx={{ '& .MuiTableCell-root': { px: 1 } }}>
          <DataTable.Col<AdminInvoice> source="id" label="Number" render={(invoice) => <span style={{ whiteSpace: 'nowrap' }}>{invoice.id}</span>} />
          <DataTable.Col<AdminInvoice> label="Kind" disableSort render={(invoice) => (invoice.refersTo ? `${kindNames[invoice.kind]} for ${invoice.refersTo}` : kindNames[invoice.kind])} />
          <DataTable.Col<AdminInvoice> source="issuedAt" label="Date" render={(invoice) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(invoice.issuedAt)}</span>} />
          <DataTable.Col<AdminInvoice> label="Billed to" disableSort render={party} />
          <DataTable.Col<AdminInvoice> label="Taxable" disableSort align="right" render={(invoice) => formatExactRupees(invoice.taxable)} />
          <DataTable.Col<AdminInvoice> label="GST" disableSort align="right" render={(invoice) => formatExactRupees(invoice.tax)} />
          <DataTable.Col<AdminInvoice> source="total" label="Total" align="right" render={(invoice) => formatExactRupees(invoice.total)} />
          <DataTable.Col<AdminInvoice> label="PDF" disableSort align="right">
            <PdfLink />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
