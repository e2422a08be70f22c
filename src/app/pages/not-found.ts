import { notFoundHead } from '@/features/seo/pageHeads';
import type { PageModule } from '../pageModule';

export { NotFoundPage as Page } from '@/features/not-found/NotFoundPage';

export const head: PageModule['head'] = ({ config }) => notFoundHead(config.siteUrl);

export const status: PageModule['status'] = () => 404;
