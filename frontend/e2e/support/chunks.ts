import type { Page, Request } from '@playwright/test';

/** The address of the built chunk called `name`, whatever its hash. */
export const chunkUrl = (name: string) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`);

/** Notes, from now until `stop`, whether `page` asks for the built chunk called `name` (`forms`, `AdminApp`…). */
export function watchChunk(page: Page, name: string): { asked(): boolean; stop(): void } {
  const chunk = chunkUrl(name);
  let asked = false;
  const note = (request: Request) => {
    if (chunk.test(request.url())) asked = true;
  };
  page.on('request', note);
  return { asked: () => asked, stop: () => page.off('request', note) };
}
