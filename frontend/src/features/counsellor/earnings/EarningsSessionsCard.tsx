// The sessions behind the figures, latest first as the API sends them, with the CSV of the same rows; each date opens
// its session's page (issue 30).
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { earningsPaths, type EarningsSession } from '@margdarshak/contracts/api/counsellorWorkspace';
import { formatRupees } from '@margdarshak/contracts/money';
import { DashboardSection } from '../../../components/DashboardSection';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { BookingStatusChip } from '../dashboard/BookingStatusChip';
import { ScrollTable } from './ScrollTable';

export const CSV_FILE_NAME = 'margdarshak-earnings.csv';

export function DownloadCsvButton() {
  return (
    <Button component="a" href={earningsPaths.csv} download={CSV_FILE_NAME} variant="outlined" startIcon={<DownloadRounded />}>
      Download CSV
    </Button>
  );
}

export function EarningsSessionsCard({ sessions }: { sessions: EarningsSession[] }) {
  return (
    <DashboardSection title="Sessions">
      <ScrollTable
        label="Sessions behind the earnings"
        head={[
          { label: 'Date' },
          { label: 'Student' },
          { label: 'Package' },
          { label: 'Status' },
          { label: 'Paid', numeric: true },
          { label: 'Refunded', numeric: true },
          { label: 'Net', numeric: true },
        ]}
      >
        {sessions.map((s) => (
          <tr key={s.bookingId}>
            <td style={{ whiteSpace: 'nowrap' }}>
              <Link component={RouterLink} to={paths.counsellor.session.to(s.bookingId)} aria-label={`Open session of ${formatDate(s.sessionDate)} with ${s.studentName}`}>
                {formatDate(s.sessionDate)}
              </Link>
            </td>
            <td>{s.studentName}</td>
            <td>{s.packageName}</td>
            <td>
              <BookingStatusChip status={s.status} />
            </td>
            <td className="num">{formatRupees(s.paid)}</td>
            <td className="num">{formatRupees(s.refunded)}</td>
            <td className="num">{formatRupees(s.net)}</td>
          </tr>
        ))}
      </ScrollTable>
    </DashboardSection>
  );
}
