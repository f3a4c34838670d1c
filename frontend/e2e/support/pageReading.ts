// Reading a page as its reader does, for the Hindi pages' checks (issue 33): its words as laid out, less those marked
// as another language, and what axe finds serious on it.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { wordsBesideNames } from './devanagari';

/**
 * The words of `selector` as laid out that are neither marked as English (`lang="en…"`: a counsellor's own words, a
 * company's legal name, the test checkout) nor among `names`: Devanagari ones and the rest.
 */
export async function pageWords(page: Page, selector: string, names: readonly string[]) {
  const { text, marked } = await page.evaluate((css) => {
    const inEnglish = [...document.querySelectorAll<HTMLElement>(`${css} [lang^="en"]`)];
    // biome-ignore lint/performance/useDomNodeTextContent: as laid out, so neighbouring elements' words stay apart
    return { text: document.querySelector<HTMLElement>(css)?.innerText ?? '', marked: inEnglish.map((element) => element.innerText) };
  }, selector);
  return wordsBesideNames(text, [...names, ...marked]);
}

/** The serious and critical WCAG 2.1 A and AA violations axe finds on the page (or inside `include`), one line each. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.nodes.length}) ${violation.nodes[0]?.target.join(' ')}`);
}

/** Full-page screenshots of the page at a phone's and a laptop's width, to look at as its reader would (test-results/screenshots). */
export async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true });
  }
}
