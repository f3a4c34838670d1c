import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Package } from '@margdarshak/contracts/api/packages';
import { paths } from '../../../app/paths';
import { formatRupees } from '../../../lib/format';

export function PackageCard({ pkg }: { pkg: Package }) {
  return (
    <Card
      component="article"
      aria-labelledby={`package-${pkg.id}`}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        overflow: 'visible',
        borderWidth: pkg.highlighted ? 2 : 1,
        borderColor: pkg.highlighted ? 'secondary.main' : 'divider',
        boxShadow: pkg.highlighted ? '0 12px 32px rgba(14, 95, 99, 0.14)' : 'none',
      }}
    >
      {pkg.highlighted && (
        <Chip
          label="MOST POPULAR"
          color="secondary"
          size="small"
          sx={{ position: 'absolute', top: -13, left: '50%', transform: 'translateX(-50%)', fontWeight: 700, letterSpacing: '0.06em' }}
        />
      )}
      <CardContent sx={{ flexGrow: 1, pt: 4 }}>
        <Typography id={`package-${pkg.id}`} variant="h5" component="h2">
          {pkg.name}
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 1, minHeight: 48 }}>
          {pkg.description}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, my: 2 }}>
          <Typography variant="h3" component="p" color="primary">
            {formatRupees(pkg.price)}
          </Typography>
          <Typography color="textSecondary">per session</Typography>
        </Box>
        <List dense disablePadding aria-label={`What ${pkg.name} includes`}>
          {pkg.features.map((feature, index) => (
            <ListItem key={`${index}-${feature}`} disableGutters sx={{ alignItems: 'flex-start' }}>
              <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>
                <CheckCircleRounded fontSize="small" color="primary" />
              </ListItemIcon>
              <ListItemText primary={feature} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Button
          component={RouterLink}
          to={paths.packageCounsellors.to(pkg.type)}
          fullWidth
          size="large"
          variant={pkg.highlighted ? 'contained' : 'outlined'}
          aria-label={`Select Package: ${pkg.name}`}
        >
          Select Package
        </Button>
      </CardActions>
    </Card>
  );
}
