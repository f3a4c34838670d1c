import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/decisions/ holds one decision per file and an index that lists them all (issue 29, item 4).
const docs = fileURLToPath(new URL('../docs/', import.meta.url));
const folder = `${docs}decisions/`;
const records = readdirSync(folder).filter((name) => /^\d{4}-[a-z0-9-]+\.md$/.test(name));
const index = readFileSync(`${folder}README.md`, 'utf8');
// accepted | retired | superseded by [NNNN](file), optionally followed by '; in part superseded by …' and the like.
const status = /^- Status: (accepted|retired|superseded by \[\d{4}\]\(\d{4}-[a-z0-9-]+\.md\))(;.*)?$/m;
const links = (text: string) => [...text.matchAll(/\[(\d{4})\]\((\d{4}-[a-z0-9-]+\.md)\)/g)].map(([, n = '', f = '']) => ({ n, f }));

describe('docs/decisions', () => {
  it('replaces the single file', () => {
    expect(existsSync(`${docs}decisions.md`)).toBe(false);
    expect(records.length).toBeGreaterThan(0);
    expect(readdirSync(folder).filter((name) => name !== 'README.md' && !records.includes(name))).toEqual([]);
  });

  it('numbers each record once, its title line carrying its number', () => {
    const numbers = records.map((name) => name.slice(0, 4));
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const name of records) {
      expect(readFileSync(folder + name, 'utf8'), name).toMatch(new RegExp(`^# ${name.slice(0, 4)}\\. \\S`));
    }
  });

  it('gives every record a Status, and a superseded one names a record that exists', () => {
    for (const name of records) {
      const found = status.exec(readFileSync(folder + name, 'utf8'));
      expect(found, `${name} has no Status line`).not.toBeNull();
      for (const { n, f } of links(found?.[0] ?? '')) {
        expect(records, `${name}'s Status names ${f}`).toContain(f);
        expect(f.slice(0, 4)).toBe(n);
      }
    }
  });

  it('lists each record once, under the area its Area line names', () => {
    const areaOf = new Map<string, string[]>();
    let area = '';
    for (const line of index.slice(index.indexOf('<!-- index -->')).split('\n')) {
      if (line.startsWith('## ')) area = line.slice(3).trim();
      const row = /^\| \d{4} \| \[.*?\]\((\d{4}-[a-z0-9-]+\.md)\)/.exec(line);
      if (row?.[1]) areaOf.set(row[1], [...(areaOf.get(row[1]) ?? []), area]);
    }
    for (const name of records) {
      const declared = /^- Area: (.+)$/m.exec(readFileSync(folder + name, 'utf8'))?.[1];
      expect(areaOf.get(name), name).toEqual([declared]);
    }
  });

  it('links only records that exist, under their own number', () => {
    for (const name of records) {
      for (const { n, f } of links(readFileSync(folder + name, 'utf8'))) {
        expect(records, `${name} links ${f}`).toContain(f);
        expect(f.slice(0, 4), `${name} links ${f} as ${n}`).toBe(n);
      }
    }
  });

  it('lists every record in the index, and links nothing else', () => {
    const linked = [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((m) => m[1]);
    for (const name of records) expect(linked, `${name} is not in the index`).toContain(name);
    for (const name of linked) expect(records, `the index links ${name}`).toContain(name);
  });
});
