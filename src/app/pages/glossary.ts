import { weakMapMemoize } from '@reduxjs/toolkit';
import { api } from '@/api/apiSlice';
import { glossaryHead } from '@/features/seo/glossaryHead';
import type { PageModule } from '../pageModule';
import { pageQuery } from '../pageQuery';

export { GlossaryPage as Page } from '@/features/glossary/GlossaryPage';

/** Once per answer: the head is selected on every change of the store, and a new one, listing every term, compared whole. */
const headOfGlossary = weakMapMemoize(glossaryHead);

export const head: PageModule['head'] = ({ config }, state) =>
  headOfGlossary(config.siteUrl, api.endpoints.getGlossary.select()(state).data);

export const queries: PageModule['queries'] = () => [pageQuery('getGlossary', api.endpoints.getGlossary, undefined)];
