// A feature's messages in each language (issue 33): its English catalogue arrives with the feature's code, its Hindi one
// is loaded when a page in Hindi needs it, so an English visitor downloads no Hindi. Each catalogue translates with
// Lingui instances of its own, so two features' ids never collide and nothing is shared between server renders.
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { Language } from './language';

export type MessageValues = Record<string, string | number>;
export type Translate<Id extends string> = (id: Id, values?: MessageValues) => string;

export interface Catalogue<Id extends string> {
  name: string;
  /** Makes `language` ready to translate with (English always is); the same promise each time, once asked. */
  load(language: Language): Promise<void>;
  /** The Hindi messages once loaded, as a server-rendered page hands them to the browser (seedCatalogues). */
  hindiMessages(): Messages | undefined;
  /** Translates into `language`; into English until that language is loaded. */
  translator(language: Language): Translate<Id>;
}

/** A route's `handle` naming the catalogues its pages are drawn with. */
export interface CataloguesHandle {
  catalogues: readonly string[];
}

/** Every catalogue by name, and Hindi messages handed over by the page before their catalogue's code arrived. */
const catalogues = new Map<string, { catalogue: Catalogue<never>; seed(messages: Messages): void }>();
const seeds = new Map<string, Messages>();

/** The Hindi messages a server-rendered page came with (ServerData.messages): their catalogues need not load them. */
export function seedCatalogues(messages: Record<string, unknown>): void {
  for (const [name, hindi] of Object.entries(messages)) {
    const known = catalogues.get(name);
    if (known) known.seed(hindi as Messages);
    else seeds.set(name, hindi as Messages);
  }
}

/** Makes the named catalogues (their code loaded) ready in `language`: a lazy page's own words, under its /hi twin. */
export async function loadCatalogues(names: readonly string[], language: Language): Promise<void> {
  await Promise.all(names.map((name) => catalogues.get(name)?.catalogue.load(language)));
}

/** Whether the named catalogues can translate into `language` now, without waiting (English always can). */
export function readyIn(names: readonly string[], language: Language): boolean {
  return language === 'en' || names.every((name) => catalogues.get(name)?.catalogue.hindiMessages() !== undefined);
}

/** The loaded Hindi messages of the named catalogues, for a page drawn in Hindi to carry. */
export function hindiMessagesOf(names: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    names.flatMap((name) => {
      const messages = catalogues.get(name)?.catalogue.hindiMessages();
      return messages ? [[name, messages]] : [];
    }),
  );
}

/**
 * `english` is the catalogue's JSON (compiled by the build: vite/compiledMessages.ts); its ids are the catalogue's.
 * `hindi` loads the other one. `name` is unique: it is how a server-rendered page hands over the Hindi messages.
 */
export function catalogue<Source extends Record<string, string>>(name: string, english: Source, hindi: () => Promise<{ default: unknown }>): Catalogue<Extract<keyof Source, string>> {
  type Id = Extract<keyof Source, string>;
  const translate =
    (i18n: I18n): Translate<Id> =>
    (id, values) =>
      i18n._(id, values);
  const inEnglish = translate(setupI18n({ locale: 'en', messages: { en: english as unknown as Messages } }));
  const translators: Partial<Record<Language, Translate<Id>>> = { en: inEnglish };
  let hindiMessages: Messages | undefined;
  // One promise per language, kept: a component may wait on it with React's `use` on every render.
  const ready: Partial<Record<Language, Promise<void>>> = { en: Promise.resolve() };
  const seed = (messages: Messages) => {
    hindiMessages = messages;
    ready.hi ??= Promise.resolve();
    const inHindi = translate(setupI18n({ locale: 'hi', messages: { hi: messages } }));
    // A message missing here fails the completeness check; a reader would get the English one, never an id.
    translators.hi = (id, values) => (id in messages ? inHindi(id, values) : inEnglish(id, values));
  };
  const seeded = seeds.get(name);
  if (seeded) seed(seeded);
  const made: Catalogue<Id> = {
    name,
    hindiMessages: () => hindiMessages,
    load(language) {
      const known = ready[language];
      if (known) return known;
      const loading = hindi().then(
        (module) => seed(module.default as Messages),
        (error: unknown) => {
          delete ready[language]; // the next page in Hindi asks again
          throw error;
        },
      );
      ready[language] = loading;
      return loading;
    },
    translator: (language) => translators[language] ?? inEnglish,
  };
  catalogues.set(name, { catalogue: made, seed });
  return made;
}
