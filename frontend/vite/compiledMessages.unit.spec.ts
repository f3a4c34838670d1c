// What the build makes of a catalogue: Lingui's compiled form, which the runtime formats without a parser.
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { catalogueFile, compileCatalogue } from './compiledMessages';

describe('a compiled catalogue', () => {
  it('formats as the source says, placeholders and plurals included, in either language', () => {
    const compiled = compileCatalogue('x/messages/hi.json', JSON.stringify({ plain: 'सेशन', named: '{name} के साथ', count: '{n, plural, one {# सेशन} other {# सेशन}}' }));
    expect(compiled.plain).toEqual(['सेशन']);
    const i18n = setupI18n({ locale: 'hi', messages: { hi: compiled as never } });
    expect(i18n._('named', { name: 'आशा' })).toBe('आशा के साथ');
    expect(i18n._('count', { n: 3 })).toBe('3 सेशन');
  });

  it('refuses, naming it, a message that does not parse, a message that is not text, and a file that is not one object', () => {
    expect(() => compileCatalogue('x/messages/en.json', JSON.stringify({ broken: 'Hello {name' }))).toThrow(/x\/messages\/en\.json: message broken does not parse/);
    expect(() => compileCatalogue('x/messages/en.json', JSON.stringify({ list: ['a'] }))).toThrow('x/messages/en.json: message list is not a string');
    expect(() => compileCatalogue('x/messages/en.json', '["a"]')).toThrow('a catalogue is one object of messages');
  });

  it('is only what lives in a messages folder as en.json or hi.json', () => {
    expect(catalogueFile.test('/src/app/layout/messages/hi.json')).toBe(true);
    expect(catalogueFile.test('/src/app/layout/messages/fr.json')).toBe(false);
    expect(catalogueFile.test('/src/data/hi.json')).toBe(false);
  });
});
