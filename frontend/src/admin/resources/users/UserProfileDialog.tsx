// View Profile (dashboards §2): the profile dialog's seven fields, from the row the list already has.
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { useId } from 'react';
import { formatDate } from '../../../lib/format';
import { DetailField } from '../../components/DetailField';
import { accountTypeLabel, profileStatusLabel, roleLabel, type UserRecord } from './userRecord';

export function UserProfileFields({ user }: { user: UserRecord }) {
  return (
    <Grid container spacing={2}>
      <DetailField label="Name">{user.name}</DetailField>
      <DetailField label="Email">{user.email}</DetailField>
      <DetailField label="Role">{roleLabel(user)}</DetailField>
      <DetailField label="User id">{user.id}</DetailField>
      <DetailField label="Profile status">
        <Chip size="small" variant="outlined" color={user.profileComplete ? 'success' : 'default'} label={profileStatusLabel(user)} />
      </DetailField>
      <DetailField label="Registration date">{formatDate(user.createdAt)}</DetailField>
      <DetailField label="Account type">{accountTypeLabel(user)}</DetailField>
    </Grid>
  );
}

export function UserProfileDialog({ user, open, onClose }: { user: UserRecord; open: boolean; onClose(): void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" onClick={(event) => event.stopPropagation()}>
      <DialogTitle id={titleId}>{user.name}</DialogTitle>
      <DialogContent dividers>
        <UserProfileFields user={user} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
