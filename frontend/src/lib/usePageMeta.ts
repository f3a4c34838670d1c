// Each public page's title, description and Open Graph tags, set when it shows (and written into the markup when the
// server renders the page).
import { createContext, use, useEffect } from 'react';

const SITE = 'Margdarshak';

export interface PageMeta {
  title: string;
  description: string;
}

/** Where a server render records the page's meta; null in the browser. */
export type PageMetaSink = (meta: PageMeta) => void;
export const PageMetaContext = createContext<PageMetaSink | null>(null);

/** A page's title followed by the site's name, unless the page gives its whole title (the landing's names the site). */
export const fullTitle = (title: string, whole = false) => (whole ? title : `${title} · ${SITE}`);

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

export function usePageMeta(title: string, description: string, { whole = false }: { whole?: boolean } = {}) {
  const serverSink = use(PageMetaContext);
  serverSink?.({ title: fullTitle(title, whole), description });
  useEffect(() => {
    const full = fullTitle(title, whole);
    document.title = full;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', full);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:site_name', SITE);
    setMeta('property', 'og:url', window.location.href);
  }, [title, description, whole]);
}
