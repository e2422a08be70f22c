import { useEffect } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectPageDescription, selectPageTitle } from './seoSlice';

function descriptionTag(doc: Document): HTMLMetaElement {
  const existing = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const created = doc.createElement('meta');
  created.name = 'description';
  doc.head.appendChild(created);
  return created;
}

/** The one place that writes the document head, from the `seo` slice. */
export function DocumentHead() {
  const title = useAppSelector(selectPageTitle);
  const description = useAppSelector(selectPageDescription);

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    descriptionTag(document).content = description;
  }, [description]);

  return null;
}
