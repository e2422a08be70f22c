import { useEffect } from 'react';
import { siteName } from '@/content/site';
import { headTagList, scriptSafeJson, type PageHead } from './headTags';

const JSON_LD = 'script[type="application/ld+json"]';

/** The prerenderer's tags updated, created or removed in place; what already says the right thing is left untouched. */
function applyHead(head: PageHead): void {
  if (document.title !== head.title) document.title = head.title;
  const tags = headTagList(head, siteName);
  const keep = new Set<Element>();

  for (const tag of tags) {
    if (tag.kind === 'json-ld') continue;
    const meta = tag.kind === 'meta';
    const [name, attribute, key] = meta ? ['meta', tag.attribute, tag.key] : ['link', 'rel', 'canonical'];
    let element = document.head.querySelector(`${name}[${attribute}="${key}"]`);
    if (!element) {
      element = document.head.appendChild(document.createElement(name));
      element.setAttribute(attribute, key);
    }
    const [field, value] = meta ? ['content', tag.content] : ['href', tag.href];
    if (element.getAttribute(field) !== value) element.setAttribute(field, value);
    keep.add(element);
  }
  for (const stale of document.head.querySelectorAll('link[rel="canonical"], meta[property="og:url"], meta[name="robots"]')) {
    if (!keep.has(stale)) stale.remove();
  }

  const jsonLd = tags.flatMap((tag) => (tag.kind === 'json-ld' ? [scriptSafeJson(tag.data)] : []));
  const current = Array.from(document.head.querySelectorAll(JSON_LD));
  if (current.map((script) => script.textContent).join('\n') === jsonLd.join('\n')) return;
  current.forEach((script) => script.remove());
  for (const text of jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = text;
    document.head.appendChild(script);
  }
}

/** The one place that writes the document head in the browser. */
export function DocumentHead({ head }: { readonly head: PageHead }) {
  useEffect(() => applyHead(head), [head]);
  return null;
}
