import { Edit, useNotify, useRedirect } from 'react-admin';
import { failureMessage } from '../../adminHttp';
import { PackageForm } from './PackageForm';
import { toPackageInput, type PackageRecord } from './packageRecord';

export function PackageEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit<PackageRecord>
      mutationMode="pessimistic"
      transform={toPackageInput}
      mutationOptions={{
        onSuccess: () => {
          notify('Package updated', { type: 'success' });
          redirect('list', 'packages');
        },
        onError: (error) => notify(`Failed to update package: ${failureMessage(error)}`, { type: 'error' }),
      }}
    >
      <PackageForm mode="edit" />
    </Edit>
  );
}
