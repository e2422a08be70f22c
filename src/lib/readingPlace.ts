/** Marks the article body whose blocks a reading place counts (MarkdownBody). */
export const READING_BODY_ATTRIBUTE = 'data-reading-body';

/** What "Continue reading" hands the post it links to: the block to scroll to. */
export interface ResumeState {
  readonly resumeBlock: number;
}
