import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { CreateButton, DataTable, EditButton, List, TopToolbar } from 'react-admin';
import type { PackageType } from '@margdarshak/contracts/api/packages';
import { formatRupees } from '@margdarshak/contracts/money';
import { DeletePackageButton } from './DeletePackageButton';
import { typeLabels } from '../../packageTypes';
import type { PackageRecord } from './packageRecord';

const typeColours: Record<PackageType, 'default' | 'primary' | 'secondary'> = { basic: 'default', advanced: 'primary', comprehensive: 'secondary' };

function TypeBadge({ type }: { type: PackageType }) {
  return <Chip size="small" label={typeLabels[type]} color={typeColours[type]} variant={type === 'basic' ? 'outlined' : 'filled'} />;
}

const ListActions = () => (
  <TopToolbar>
    <CreateButton label="Add New Package" />
  </TopToolbar>
);

const NoPackages = () => (
  <Box sx={{ textAlign: 'center', py: 8, mx: 'auto' }}>
    <Typography variant="h6" gutterBottom>
      No packages yet
    </Typography>
    <Typography color="textSecondary" sx={{ mb: 2 }}>
      Visitors see the packages on the public Packages page.
    </Typography>
    <CreateButton label="Add Your First Package" variant="contained" />
  </Box>
);

export function PackageList() {
  return (
    <List<PackageRecord> sort={{ field: 'price', order: 'ASC' }} perPage={25} exporter={false} actions={<ListActions />} empty={<NoPackages />}>
      <DataTable<PackageRecord> rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col<PackageRecord> source="name" label="Name" />
        <DataTable.Col<PackageRecord> source="type" label="Type" render={(record) => <TypeBadge type={record.type} />} />
        <DataTable.Col<PackageRecord> source="price" label="Price" align="right" render={(record) => formatRupees(record.price)} />
        <DataTable.Col<PackageRecord>
          label="Features"
          disableSort
          render={(record) => (
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {record.features.map((feature, index) => (
                <li key={`${index}-${feature}`}>{feature}</li>
              ))}
            </ul>
          )}
        />
        <DataTable.Col<PackageRecord> label="Most popular" disableSort render={(record) => (record.highlighted ? 'Yes' : '')} />
        <DataTable.Col<PackageRecord> label="Actions" disableSort align="right">
          <EditButton />
          <DeletePackageButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
