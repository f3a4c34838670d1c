// POST /api/parent/children/{childId}/export {password}: the child's data file, confirmed with the parent's own
// password. Changes nothing, so no query is invalidated.
import { useMutation } from '@tanstack/react-query';
import { myDataPaths } from '@margdarshak/contracts/api/myData';
import { downloadDataExport } from '../../../lib/dataExportFile';

export function useExportChildData(childId: string) {
  return useMutation({ mutationFn: (password: string) => downloadDataExport(myDataPaths.childExport(childId), password) });
}
