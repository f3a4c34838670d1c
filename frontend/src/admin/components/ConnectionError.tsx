import { Pagination, Title, useListContext } from 'react-admin';
import { ConnectionErrorAlert } from './ConnectionErrorAlert';

/** The overview passes its title; a list keeps its own. */
export function ConnectionError({ title }: { title?: string }) {
  return (
    <>
      {title && <Title title={title} />}
      <ConnectionErrorAlert />
    </>
  );
}

/** A list's pages, except while its data could not be loaded (it would count the rows of an earlier answer). */
function PaginationUnlessFailed() {
  return useListContext().error ? null : <Pagination />;
}

/**
 * For every tab's `<List>`: the same state instead of react-admin's own, no pages under it, and no second message in a
 * toast (the page already says it).
 */
export const connectionErrorState = { error: <ConnectionError />, pagination: <PaginationUnlessFailed />, queryOptions: { onError: () => {} } } as const;
