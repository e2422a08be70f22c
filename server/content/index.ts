export { loadContent, formatProblem, displayPath, comparePosts } from './load';
export type { ContentProblem, ContentSnapshot } from './load';
export { frontMatterSchema, mediaFileOf, isCalendarDate, isHttpUrl, SLUG_PATTERN, MEDIA_FILE_PATTERN } from './schema';
export type { FrontMatter, Post } from './schema';
