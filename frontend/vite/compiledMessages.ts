// Message catalogues (`…/messages/en.json`, `…/messages/hi.json`: ICU messages by id) reach the bundle compiled, as
// Lingui's runtime takes them in production: the browser never parses a message, and ships no compiler.
import { readFile } from 'node:fs/promises';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { parse } from '@messageformat/parser';
import type { Plugin } from 'vite';

export const catalogueFile = /[\\/]messages[\\/](en|hi)\.json$/;
const prefix = '\0compiled-messages:';

/** A catalogue's messages compiled, in the order written; throws naming the message that does not parse. */
export function compileCatalogue(file: string, text: string): Record<string, unknown> {
  const messages: unknown = JSON.parse(text);
  if (typeof messages !== 'object' || messages === null || Array.isArray(messages)) throw new Error(`${file}: a catalogue is one object of messages`);
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      if (typeof message !== 'string') throw new Error(`${file}: message ${id} is not a string`);
      try {
        // Parsed strictly first: Lingui's compiler logs a broken message and passes it through as text.
        parse(message);
        return [id, compileMessage(message)];
      } catch (error) {
        throw new Error(`${file}: message ${id} does not parse: ${(error as Error).message}`);
      }
    }),
  );
}

export function compiledMessages(): Plugin {
  return {
    name: 'margdarshak:compiled-messages',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!/(en|hi)\.json$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      // Under an id that is not .json, so Vite's own JSON plugin leaves the module to this one.
      return resolved && catalogueFile.test(resolved.id) ? `${prefix}${resolved.id}.js` : null;
    },
    async load(id) {
      if (!id.startsWith(prefix)) return null;
      const file = id.slice(prefix.length, -'.js'.length);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(compileCatalogue(file, await readFile(file, 'utf8')))};`;
    },
  };
}
