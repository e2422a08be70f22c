import type { PageHead } from './headTags';
import { headTagList, scriptSafeJson } from './headTags';

const JSON_LD = 'script[type="application/ld+json"]';

function setAttribute(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/** The prerenderer's tags updated, created or removed in place; what already says the right thing is left untouched. */
export function applyHead(doc: Document, head: PageHead, siteName: string): void {
  if (doc.title !== head.title) doc.title = head.title;
  const tags = headTagList(head, siteName);
  const keep = new Set<Element>();

  for (const tag of tags) {
    if (tag.kind === 'json-ld') continue;
    const meta = tag.kind === 'meta';
    const [name, attribute, key] = meta ? ['meta', tag.attribute, tag.key] : ['link', 'rel', 'canonical'];
    let element = doc.head.querySelector(`${name}[${attribute}="${key}"]`);
    if (!element) {
      element = doc.head.appendChild(doc.createElement(name));
      element.setAttribute(attribute, key);
    }
    setAttribute(element, meta ? 'content' : 'href', meta ? tag.content : tag.href);
    keep.add(element);
  }
  for (const stale of doc.head.querySelectorAll('link[rel="canonical"], meta[property="og:url"], meta[name="robots"]')) {
    if (!keep.has(stale)) stale.remove();
  }

  const jsonLd = tags.flatMap((tag) => (tag.kind === 'json-ld' ? [scriptSafeJson(tag.data)] : []));
  const current = Array.from(doc.head.querySelectorAll(JSON_LD));
  if (current.map((script) => script.textContent).join('\n') === jsonLd.join('\n')) return;
  current.forEach((script) => script.remove());
  for (const text of jsonLd) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = text;
    doc.head.appendChild(script);
  }
}
