/** The contract of the two serverless functions (spec §3, §7), shared by the site and the embedded content API. */

/** Where the functions live on the embedded API's origin (and the site's default `SITE_API_URL`). */
export const FUNCTIONS_PATH = '/functions/v1';

export const FUNCTION_NAMES = { list: 'get_metainfo', detail: 'get_details' } as const;
export type FunctionName = (typeof FUNCTION_NAMES)[keyof typeof FUNCTION_NAMES];

export const PARAMS = { domain: 'domain', page: 'page', slug: 'slug' } as const;

/** The longest slug a post may have and get_details reads; longer ones are refused with a 400. */
export const MAX_SLUG_LENGTH = 400;

/** Posts per page of `get_metainfo` (spec §9). */
export const PAGE_SIZE = 10;

/** The public anonymous key the embedded API accepts when none is configured. */
export const DEFAULT_API_KEY = 'local-anon-key';

/** Images of the embedded API: `<FUNCTIONS_PATH>/media/<file>`, served without a key. */
export const MEDIA_PATH = `${FUNCTIONS_PATH}/media`;
