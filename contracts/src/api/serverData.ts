// What the server hands the browser with a server-rendered page: the data its markup was drawn from, so that the
// browser's first render matches it and asks for nothing again.
import type { Package, User } from './shapes';

export interface ServerData {
  /** As GET /api/user answers: null when signed out. */
  user: User | null;
  /** As GET /api/packages answers. */
  packages: Package[];
  /**
   * A signed-in page drawn for its visitor: the first screen's reads, as the API answered them for that visitor, in the
   * form the frontend's query cache dehydrates to (opaque here). Absent on every other page.
   */
  queries?: unknown;
  /**
   * A page drawn in Hindi: the Hindi words it was drawn with, by catalogue (compiled, opaque here), so the browser draws
   * the same without asking for them. Absent on an English page.
   */
  messages?: Record<string, unknown>;
}
