import { QueryStatus } from '@reduxjs/toolkit/query';
import type { BlogList } from '@/api/models';
import type { RootState } from '@/app/store';
import type { WrittenAnswer } from './prerenderedState';

type Queries = RootState['api']['queries'];

/** Whether an answer is a list without posts: it says only that the build saw none, not that the backend has none. */
const isEmptyList = ([endpoint, data]: WrittenAnswer) => endpoint === 'getMetainfo' && (data as BlogList).blogs.length === 0;

/**
 * The answers a page is rendered and written with: each fulfilled query's endpoint, data and arguments. An empty list
 * is left out, so the page is written waiting for the live one: 'No blog posts found.' is the backend's to say, never
 * a build's that once saw no posts.
 */
export function pageAnswers(queries: Queries): WrittenAnswer[] {
  return Object.values(queries)
    .flatMap((entry): WrittenAnswer[] => {
      const fulfilled = entry?.status === QueryStatus.fulfilled ? entry : undefined;
      if (!fulfilled) return [];
      // Undefined for a query that takes no argument, whatever RTK Query's types say.
      const args: unknown = fulfilled.originalArgs;
      return [args === undefined ? [fulfilled.endpointName, fulfilled.data] : [fulfilled.endpointName, fulfilled.data, args]];
    })
    .filter((answer) => !isEmptyList(answer));
}
