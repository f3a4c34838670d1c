// The completeness check over the real catalogues, and what it catches when a catalogue is wrong.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hindiMessageTable } from '@margdarshak/contracts/messages/hindi';
import { catalogueProblems, cataloguePairs, placeholders } from './catalogueCheck';

const source = path.resolve(import.meta.dirname, '../src');

describe('the message catalogues', () => {
  it('are complete: every English catalogue has its Hindi twin, with the same ids and placeholders, in Hindi', () => {
    const pairs = cataloguePairs(source);
    expect(pairs.map((pair) => pair.folder)).toContain(path.join('app', 'layout', 'messages'));
    expect(catalogueProblems(pairs)).toEqual([]);
  });

  it('live in `messages` folders, where the build compiles them and this check finds them', () => {
    const strays: string[] = [];
    const visit = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) visit(full);
        else if (/^(en|hi)\.json$/.test(entry.name) && path.basename(folder) !== 'messages') strays.push(path.relative(source, full));
      }
    };
    visit(source);
    expect(strays).toEqual([]);
  });

  it("hold the API's Hindi messages to the same rules: in Hindi, in the glossary's words", () => {
    const english = Object.fromEntries(Object.keys(hindiMessageTable).map((message) => [message, message]));
    expect(catalogueProblems([{ folder: 'contracts/src/messages/hindi.ts', en: english, hi: { ...hindiMessageTable } }])).toEqual([]);
  });
});

describe('the check', () => {
  const folder = 'feature/messages';
  const en = { 'a.title': 'Sessions', 'a.count': '{count, plural, one {# session} other {# sessions}} with {name}' };
  const hi = { 'a.title': 'सेशन', 'a.count': '{name} के साथ {count, plural, one {# सेशन} other {# सेशन}}' };

  it('passes a complete pair', () => {
    expect(catalogueProblems([{ folder, en, hi }])).toEqual([]);
  });

  it('names a message missing from either language, and a missing Hindi catalogue', () => {
    expect(catalogueProblems([{ folder, en, hi: { 'a.count': hi['a.count'] } }])).toEqual(['feature/messages: "a.title" is in English, not in Hindi']);
    expect(catalogueProblems([{ folder, en: { 'a.title': en['a.title'] }, hi }])).toEqual(['feature/messages: "a.count" is in Hindi, not in English']);
    expect(catalogueProblems([{ folder, en, hi: undefined }])).toEqual(['feature/messages: no hi.json beside en.json']);
  });

  it('names placeholders that differ, a message that does not parse, and Hindi left in English', () => {
    expect(catalogueProblems([{ folder, en, hi: { ...hi, 'a.count': '{naam} के साथ {count} सेशन' } }])).toEqual(['feature/messages: "a.count" has {count, name} in English, {count, naam} in Hindi']);
    expect(catalogueProblems([{ folder, en, hi: { ...hi, 'a.count': '{name के साथ' } }])[0]).toMatch(/^feature\/messages: "a.count" does not parse/);
    expect(catalogueProblems([{ folder, en, hi: { ...hi, 'a.title': 'Sessions' } }])).toEqual(['feature/messages: "a.title" is not written in Hindi: "Sessions"']);
  });

  it("names a word the glossary replaced, as a word and not inside another", () => {
    expect(catalogueProblems([{ folder, en, hi: { ...hi, 'a.title': 'सत्र' } }])).toEqual(['feature/messages: "a.title" says सत्र; the glossary has सेशन']);
    expect(catalogueProblems([{ folder, en, hi: { ...hi, 'a.title': 'सेशन के परिणाम।' } }])).toEqual(['feature/messages: "a.title" says परिणाम; the glossary has नतीजे']);
    expect(catalogueProblems([{ folder, en, hi: { ...hi, 'a.title': 'सत्रह सेशन' } }])).toEqual([]);
  });

  it('reads placeholders inside plural and select cases', () => {
    expect(placeholders('{who, select, parent {Your child {child}} other {You}} have {n, plural, one {# test} other {# tests by {counsellor}}}')).toEqual(['child', 'counsellor', 'n', 'who']);
  });
});
