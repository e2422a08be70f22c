import { api } from '@/api/apiSlice';
import { glossaryHead } from '@/features/seo/glossaryHead';
import type { PageModule } from '../pageModule';

export { GlossaryPage as Page } from '@/features/glossary/GlossaryPage';

export const head: PageModule['head'] = ({ config }, state) => glossaryHead(config.siteUrl, api.endpoints.getGlossary.select()(state).data);

export const queries: PageModule['queries'] = () => [api.endpoints.getGlossary.initiate()];
