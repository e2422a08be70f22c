import { useEffect } from 'react';
import { useAppDispatch } from '@/app/hooks';
import type { PageMeta } from './seoSlice';
import { pageMetaChanged, pageMetaReset } from './seoSlice';

/** Sets the document title and description while the calling page is shown; `null` keeps the site's. */
export function usePageMeta(meta: PageMeta | null): void {
  const dispatch = useAppDispatch();
  const title = meta?.title;
  const description = meta?.description;
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    dispatch(pageMetaChanged({ title, description }));
    return () => {
      dispatch(pageMetaReset());
    };
  }, [dispatch, title, description]);
}
