/** What `MarkdownBody` draws: the markup a hydrated post keeps. */
export const POST_BODY_ATTRIBUTE = 'data-post-body';
