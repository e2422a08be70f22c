import { createContext, useContext } from 'react';
import type { PageHead } from './headTags';

/** The head of the page on screen, worked out by the routes from the store (src/app/routes.tsx); none while it loads. */
export const PageHeadContext = createContext<PageHead | null>(null);

export const usePageHead = (): PageHead | null => useContext(PageHeadContext);
