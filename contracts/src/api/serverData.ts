// What the server hands the browser with a server-rendered page: the data its markup was drawn from, so that the
// browser's first render matches it and asks for nothing again.
import type { Package, User } from './shapes';

export interface ServerData {
  /** As GET /api/user answers: null when signed out. */
  user: User | null;
  /** As GET /api/packages answers. */
  packages: Package[];
}
