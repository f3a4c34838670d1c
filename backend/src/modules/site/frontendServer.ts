// What frontend/src/entry-server.tsx exports, once built to frontend/dist-ssr/entry-server.js.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Role } from '@margdarshak/contracts/api/accounts';
import type { AdminStats } from '@margdarshak/contracts/api/admin';
import type { ServerData } from '@margdarshak/contracts/api/serverData';

export interface FrontendServer {
  rendersOnServer(pathname: string): boolean;
  /** A signed-in page drawn on the server for its visitor of this role, with the first screen it reads through `api`. */
  rendersForVisitor(pathname: string, role: Role): boolean;
  renderPage(template: string, url: string, data: ServerData, api?: (path: string) => Promise<Response>): Promise<string | null>;
  indexedPaths(): string[];
  /** /admin's first screen for a signed-in admin (docs/decisions/0154). */
  renderAdminFirstScreen(template: string, stats: AdminStats): string;
}

/** The built entry, or undefined when the frontend has not been built (the API still runs). */
export async function loadFrontendServer(entryFile: string): Promise<FrontendServer | undefined> {
  if (!existsSync(entryFile)) return undefined;
  return (await import(pathToFileURL(entryFile).href)) as FrontendServer;
}
