// Each public page's title, description and Open Graph tags, set when it shows.
import { useEffect } from 'react';

const SITE = 'Margdarshak';

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

export function usePageMeta(title: string, description: string) {
  useEffect(() => {
    const full = title === SITE ? `${SITE} · Career counselling for students` : `${title} · ${SITE}`;
    document.title = full;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', full);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:site_name', SITE);
    setMeta('property', 'og:url', window.location.href);
  }, [title, description]);
}
