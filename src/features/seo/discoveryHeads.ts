import { SEARCH_INDEX_PATH } from '@/api/apiSlice';
import type { TopicList, TopicPosts } from '@/api/models';
import { searchMeta, topicsMeta } from '@/content/discovery';
import { siteName } from '@/content/site';
import { absoluteUrl } from '@/lib/absoluteUrl';
import { postPath } from '@/lib/postPath';
import { SEARCH_PATH, TOPICS_PATH } from '@/lib/sitePaths';
import { topicPageItems } from '@/lib/pageItems';
import { capitalise } from '@/lib/text';
import { topicPath } from '@/lib/topics';
import type { JsonLd, PageHead } from './headTags';
import { listItems, pageHead, theSite } from './pageHeads';

interface ListingPage {
  readonly path: string;
  readonly title: string;
  readonly name: string;
  readonly description: string;
  readonly posts: ReadonlyArray<{ readonly name: string; readonly path: string }>;
}

/** A page listing posts (`/topics`, a topic), its structured data a `CollectionPage`. */
function collectionHead(siteUrl: string | undefined, page: ListingPage): PageHead {
  const structuredData: JsonLd[] = [
    {
      '@type': 'CollectionPage',
      name: page.name,
      description: page.description,
      url: absoluteUrl(siteUrl, page.path),
      isPartOf: theSite(siteUrl, 'WebSite'),
      ...(page.posts.length
        ? {
            mainEntity: {
              '@type': 'ItemList',
              itemListElement: listItems(siteUrl, page.posts),
            },
          }
        : {}),
    },
  ];
  return pageHead(siteUrl, page.path, { title: page.title, description: page.description, structuredData });
}

/** `/topics`: a collection of the topics' pages. */
export function topicsHead(siteUrl: string | undefined, list: TopicList | null | undefined): PageHead {
  const { title, description } = topicsMeta.list;
  const topics = (list?.topics ?? []).map((topic) => ({ name: capitalise(topic.label), path: topicPath(topic.slug) }));
  return collectionHead(siteUrl, { path: TOPICS_PATH, title, name: title, description, posts: topics });
}

/** Each page its own canonical page, like the blog's. */
export function topicHead(siteUrl: string | undefined, topic: TopicPosts, page: number): PageHead {
  const base = topicPath(topic.slug);
  const path = page > 1 ? `${base}?page=${page}` : base;
  const heading = topicsMeta.heading(topic.label);
  const title = `${capitalise(heading)}${page > 1 ? ` (page ${page})` : ''} | ${siteName}`;
  const description = topicsMeta.description(topic.label, topic.posts.length);
  const posts = topicPageItems(topic.posts, page).map((post) => ({ name: post.title, path: postPath(post.slug) }));
  return collectionHead(siteUrl, { path, title, name: heading, description, posts });
}

/** A search's results are not a page to index: only the empty search has a canonical URL. */
export function searchHead(siteUrl: string | undefined, query: string): PageHead {
  const trimmed = query.trim();
  const head = pageHead(siteUrl, trimmed ? null : SEARCH_PATH, {
    title: trimmed ? searchMeta.resultsTitle(trimmed) : searchMeta.title,
    description: searchMeta.description,
    noindex: trimmed !== '',
  });
  return { ...head, preload: [SEARCH_INDEX_PATH] };
}
