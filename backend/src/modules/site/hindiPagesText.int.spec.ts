// Every public page written in Hindi (contracts' hindiPagePatterns), as the server draws it, says its own words in
// Hindi (issue 33, item 5): a text scan of the drawn page finds no English word outside the names and terms the glossary
// keeps in Latin letters. A page that joins the list is checked without a line here.
import { allPagePatterns, hindiPagePatterns, hindiTwin, pagePatterns } from '@margdarshak/contracts/pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBuiltFrontend, startTestApp, type TestApp } from '../../testing/testApp';
import type { FrontendServer } from './frontendServer';

/** What docs/hindi-glossary.md keeps in Latin letters on a Hindi page: the brand, the other language's name, test and exam names. */
const keptInLatin = new Set(['Margdarshak', 'English', 'RIASEC', 'JEE', 'NATA']);

let app: TestApp;
let frontend: FrontendServer;
beforeAll(async () => {
  frontend = await loadBuiltFrontend();
  app = await startTestApp({ frontend });
});
afterAll(async () => app?.stop());

/**
 * The words a reader sees in the page's markup: the drawn root, without tags, styles or the page's data. What is marked
 * as English (`lang="en…"`: the link to the English page, named in English) is English by design and left out.
 */
function visibleWords(html: string): string[] {
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="server-data">'));
  const text = root
    .replace(/<(\w+)[^>]*\slang="en[^"]*"[^>]*>[^<]*<\/\1>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'");
  return text.split(/\s+/).filter(Boolean);
}

const latinWords = (words: string[]) => words.map((word) => word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')).filter((word) => /\p{Script=Latin}{2,}/u.test(word) && !keptInLatin.has(word));

describe('the public pages in Hindi', () => {
  it('are a known list of page patterns', () => {
    for (const pattern of hindiPagePatterns) expect(allPagePatterns()).toContain(hindiTwin(pattern));
  });

  // A page with a parameter in its address (a package's counsellors, a counsellor's profile) is drawn in the browser,
  // from what it reads, and so are the new-password page (its link's token is the visitor's) and the free test (it keeps
  // the visitor's answers in the browser): the browser tests (languageSwitch, hindiBooking, hindiFamily,
  // assessmentsHindi) scan them there.
  const drawnInBrowser = new Set([hindiTwin(pagePatterns.resetPassword), hindiTwin(pagePatterns.discover)]);
  const drawnOnServer = hindiPagePatterns
    .filter((pattern) => !pattern.includes(':'))
    .map(hindiTwin)
    .filter((path) => !drawnInBrowser.has(path));
  async function expectHindi(path: string): Promise<void> {
    const response = await app.client().get(path);
    expect(response.status, path).toBe(200);
    const words = visibleWords(await response.text());
    expect(words.length, path).toBeGreaterThan(20);
    expect(latinWords(words), path).toEqual([]);
  }

  it.each(drawnOnServer)('%s, as the server draws it, says its own words in Hindi', async (path) => {
    await expectHindi(path);
  });

  // The blog's articles have addresses with a parameter, and the server draws each: all six, as the sitemap lists them.
  it('draws every article of the blog in Hindi', async () => {
    const articles = frontend.indexedPaths().filter((path) => path.startsWith(`${hindiTwin(pagePatterns.blog)}/`));
    expect(articles).toHaveLength(6);
    for (const path of articles) await expectHindi(path);
  });

  it('finds the English words of a page that is not written in Hindi (the scan can fail)', async () => {
    expect(latinWords(visibleWords(await (await app.client().get('/contact')).text()))).toContain('Contact');
  });
});
