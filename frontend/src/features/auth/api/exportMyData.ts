// POST /api/me/export {password}: everything Margdarshak holds about the signed-in person, saved as the JSON file the
// server names. Changes nothing, so no query is invalidated.
import { useMutation } from '@tanstack/react-query';
import { myDataPaths } from '@margdarshak/contracts/api/myData';
import { downloadDataExport } from '../../../lib/dataExportFile';

export const exportMyData = (password: string) => downloadDataExport(myDataPaths.export, password);

export function useExportMyData() {
  return useMutation({ mutationFn: exportMyData });
}
