import { api } from '@/api/apiSlice';
import { topicsHead } from '@/features/seo/discoveryHeads';
import type { HeadOf } from '../routeContext';

export const head: HeadOf = ({ config }, state) => topicsHead(config.siteUrl, api.endpoints.getTopics.select()(state).data);
