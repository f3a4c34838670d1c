import { Create, useNotify, useRedirect } from 'react-admin';
import { failureMessage } from '../../dataProvider';
import { PackageForm } from './PackageForm';
import { toPackageInput } from './packageRecord';

export function PackageCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title="Add New Package"
      transform={toPackageInput}
      mutationOptions={{
        onSuccess: () => {
          notify('Package added', { type: 'success' });
          redirect('list', 'packages');
        },
        onError: (error) => notify(`Failed to add package: ${failureMessage(error)}`, { type: 'error' }),
      }}
    >
      <PackageForm mode="create" />
    </Create>
  );
}
