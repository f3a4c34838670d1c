import Inventory2Rounded from '@mui/icons-material/Inventory2Rounded';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CreateButton, ListButton, useGetList } from 'react-admin';

/** One query: how many packages the public page offers. */
export function PackageCountCard() {
  const { total, isPending, error } = useGetList('packages', { pagination: { page: 1, perPage: 1 }, sort: { field: 'price', order: 'ASC' } });
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Inventory2Rounded color="primary" />
          <Typography variant="subtitle1" color="textSecondary">
            Packages on sale
          </Typography>
        </Stack>
        <Typography variant="h3" component="p" sx={{ mt: 1 }} aria-live="polite">
          {isPending ? <Skeleton width={60} /> : error ? '–' : (total ?? 0)}
        </Typography>
        {error && <Typography color="error">Could not load the packages.</Typography>}
      </CardContent>
      <CardActions>
        <ListButton resource="packages" label="Manage packages" />
        <CreateButton resource="packages" label="Add New Package" />
      </CardActions>
    </Card>
  );
}
