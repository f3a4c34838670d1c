// Packages as the spec draws them (dashboards §2): a card per package with its name, type badge, description, price,
// features, Edit and Delete; 'Add New Package' opens the form in a dialog; with none yet, 'Add Your First Package'.
import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { EditButton, List, RecordContextProvider, TopToolbar, useListContext } from 'react-admin';
import type { PackageType } from '@margdarshak/contracts/api/packages';
import { formatAdminRupees } from '../../adminFormat';
import { typeLabels } from '../../packageTypes';
import { PackageCreateDialog } from './CreateDialog';
import { DeletePackageButton } from './DeletePackageButton';
import type { PackageRecord } from './packageRecord';
import { connectionErrorState } from '../../components/ConnectionError';

const typeColours: Record<PackageType, 'default' | 'primary' | 'secondary'> = { basic: 'default', advanced: 'primary', comprehensive: 'secondary' };

function TypeBadge({ type }: { type: PackageType }) {
  return <Chip size="small" label={typeLabels[type]} color={typeColours[type]} variant={type === 'basic' ? 'outlined' : 'filled'} />;
}

function PackageCard({ record }: { record: PackageRecord }) {
  const headingId = `package-${record.id}`;
  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ mr: 'auto', overflowWrap: 'anywhere' }}>
            {record.name}
          </Typography>
          <TypeBadge type={record.type} />
          {record.highlighted && <Chip size="small" color="warning" label="Most popular" />}
        </Stack>
        <Typography color="textSecondary" sx={{ mb: 1.5 }}>
          {record.description}
        </Typography>
        <Typography variant="h5" component="p" sx={{ mb: 1.5 }}>
          {formatAdminRupees(record.price)}{' '}
          <Typography component="span" variant="body2" color="textSecondary">
            per session
          </Typography>
        </Typography>
        <Box component="ul" aria-label={`Features of ${record.name}`} sx={{ m: 0, pl: 2.5 }}>
          {record.features.map((feature, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a feature line may repeat; the list is shown whole, so position and text are its identity
            <li key={`${index}-${feature}`}>
              <Typography variant="body2">{feature}</Typography>
            </li>
          ))}
        </Box>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <RecordContextProvider value={record}>
          <EditButton />
          <DeletePackageButton />
        </RecordContextProvider>
      </CardActions>
    </Card>
  );
}

function PackageCards() {
  const { data, isPending } = useListContext<PackageRecord>();
  return (
    <Grid container spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      {isPending
        ? [0, 1, 2].map((i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}>
              <Skeleton variant="rounded" height={280} />
            </Grid>
          ))
        : data?.map((record) => (
            <Grid key={record.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <PackageCard record={record} />
            </Grid>
          ))}
    </Grid>
  );
}

const AddButton = ({ label, onAdd, variant = 'text' }: { label: string; onAdd(): void; variant?: 'text' | 'contained' }) => (
  <Button startIcon={<AddRounded />} variant={variant} onClick={onAdd}>
    {label}
  </Button>
);

const NoPackages = ({ onAdd }: { onAdd(): void }) => (
  <Box sx={{ textAlign: 'center', py: 8, mx: 'auto' }}>
    <Typography variant="h6" component="p" gutterBottom>
      No packages yet
    </Typography>
    <Typography color="textSecondary" sx={{ mb: 2 }}>
      Visitors see the packages on the public Packages page.
    </Typography>
    <AddButton label="Add Your First Package" variant="contained" onAdd={onAdd} />
  </Box>
);

export function PackageList() {
  const [adding, setAdding] = useState(false);
  const add = () => setAdding(true);
  return (
    <>
      <List<PackageRecord>
        {...connectionErrorState}
        sort={{ field: 'price', order: 'ASC' }}
        perPage={25}
        exporter={false}
        actions={
          <TopToolbar>
            <AddButton label="Add New Package" onAdd={add} />
          </TopToolbar>
        }
        empty={<NoPackages onAdd={add} />}
        sx={{ '& .RaList-content': { backgroundColor: 'transparent', boxShadow: 'none' } }}
      >
        <PackageCards />
      </List>
      <PackageCreateDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
