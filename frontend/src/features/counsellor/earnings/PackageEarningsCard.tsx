// Earnings per package type: sessions, paid, refunded and net.
import type { Earnings } from '@margdarshak/contracts/api/counsellorWorkspace';
import { formatRupees } from '@margdarshak/contracts/money';
import { DashboardSection } from '../../../components/DashboardSection';
import { packageLabel } from './earningsFigures';
import { ScrollTable } from './ScrollTable';

export function PackageEarningsCard({ packages }: { packages: Earnings['packages'] }) {
  return (
    <DashboardSection title="By package">
      <ScrollTable
        label="Earnings by package"
        head={[{ label: 'Package' }, { label: 'Sessions', numeric: true }, { label: 'Paid', numeric: true }, { label: 'Refunded', numeric: true }, { label: 'Net', numeric: true }]}
      >
        {packages.map((p) => (
          <tr key={p.packageType}>
            <td>{packageLabel(p.packageType)}</td>
            <td className="num">{p.sessions.toLocaleString('en-IN')}</td>
            <td className="num">{formatRupees(p.paid)}</td>
            <td className="num">{formatRupees(p.refunded)}</td>
            <td className="num">{formatRupees(p.net)}</td>
          </tr>
        ))}
      </ScrollTable>
    </DashboardSection>
  );
}
