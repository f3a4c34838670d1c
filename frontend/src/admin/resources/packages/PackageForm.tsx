import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ArrayInput, BooleanInput, NumberInput, RemoveItemButton, SaveButton, SelectInput, SimpleForm, SimpleFormIterator, TextInput, Toolbar, useSimpleFormIteratorItem } from 'react-admin';
import { DeletePackageButton } from './DeletePackageButton';
import { typeChoices } from '../../packageTypes';
import { validatePackage } from './packageRecord';

/** The last remaining feature row cannot be removed (dashboards §5). */
function KeepLastRemoveButton() {
  const { total } = useSimpleFormIteratorItem();
  return <RemoveItemButton disabled={total <= 1} />;
}

function PackageFormToolbar({ canDelete, onCancel }: { canDelete: boolean; onCancel?: () => void }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {onCancel && <Button onClick={onCancel}>Cancel</Button>}
      {canDelete && <DeletePackageButton />}
    </Toolbar>
  );
}

const newPackage = { name: '', description: '', highlighted: false, features: [''] };

/**
 * Add (in a dialog, with Cancel) or edit a package: name, description, price, type, highlighted, the feature rows, and
 * the same words in Hindi if the admin writes them.
 */
export function PackageForm({ mode, onCancel }: { mode: 'create' | 'edit'; onCancel?: () => void }) {
  return (
    <SimpleForm
      validate={validatePackage}
      defaultValues={mode === 'create' ? newPackage : undefined}
      toolbar={<PackageFormToolbar canDelete={mode === 'edit'} onCancel={onCancel} />}
      sx={{ maxWidth: 720 }}
    >
      <TextInput source="name" label="Name" fullWidth />
      <TextInput source="description" label="Description" multiline minRows={3} fullWidth />
      {/* No `min`: the browser's own bubble would pre-empt the contract's message. */}
      <NumberInput source="price" label="Price (₹ per session)" step={1} helperText="Whole rupees, at least ₹1, for example 1999" />
      <SelectInput source="type" label="Type" choices={typeChoices} emptyText="Choose a type" />
      <BooleanInput source="highlighted" label="Highlighted (shown as MOST POPULAR)" />
      <ArrayInput source="features" label="Features">
        <SimpleFormIterator disableReordering disableClear inline removeButton={<KeepLastRemoveButton />}>
          <TextInput source="" label="Feature" helperText={false} sx={{ minWidth: { sm: 480 } }} />
        </SimpleFormIterator>
      </ArrayInput>
      {/* issue 33: what a family reading in Hindi sees on the card; left empty, they see the English words. */}
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        In Hindi (हिन्दी)
      </Typography>
      <Typography variant="body2" color="textSecondary">
        Optional: the name, description and features a family reading the site in Hindi sees. Leave all empty to show them the English words.
      </Typography>
      <TextInput source="hindi.name" label="Name in Hindi" fullWidth lang="hi" />
      <TextInput source="hindi.description" label="Description in Hindi" multiline minRows={3} fullWidth lang="hi" />
      <ArrayInput source="hindi.features" label="Features in Hindi">
        <SimpleFormIterator disableReordering disableClear inline>
          <TextInput source="" label="Feature in Hindi" helperText={false} sx={{ minWidth: { sm: 480 } }} lang="hi" />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}
