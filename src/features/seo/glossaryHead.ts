import type { Glossary } from '@/api/models';
import { glossaryText } from '@/content/glossaryPage';
import { absoluteUrl } from '@/lib/absoluteUrl';
import { GLOSSARY_PAGE_PATH } from '@/lib/sitePaths';
import type { PageHead } from './headTags';
import { pageHead, theSite } from './pageHeads';

/** `/glossary`: a `DefinedTermSet` with each term a `DefinedTerm` at its own address (`/glossary#<id>`). */
export function glossaryHead(siteUrl: string | undefined, glossary: Glossary | null | undefined): PageHead {
  const { metaTitle: title, description } = glossaryText;
  const url = absoluteUrl(siteUrl, GLOSSARY_PAGE_PATH);
  return pageHead(siteUrl, GLOSSARY_PAGE_PATH, {
    title,
    description,
    structuredData: [
      {
        '@type': 'DefinedTermSet',
        '@id': url,
        name: glossaryText.title,
        description,
        url,
        inLanguage: 'en',
        isPartOf: theSite(siteUrl, 'WebSite'),
        hasDefinedTerm: (glossary?.terms ?? []).map((term) => ({
          '@type': 'DefinedTerm',
          name: term.iast,
          alternateName: [term.devanagari, ...term.spellings],
          description: term.definition,
          url: `${url}#${term.id}`,
          inDefinedTermSet: url,
        })),
      },
    ],
  });
}
