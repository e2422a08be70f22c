/** Marks what `MarkdownBody` draws, contents and body: the markup a hydrated post keeps (`PostBody`). */
export const POST_BODY_ATTRIBUTE = 'data-post-body';
