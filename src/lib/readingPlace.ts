/** The article body whose blocks a reading place counts. */
export const READING_BODY_ATTRIBUTE = 'data-reading-body';

/** What "Continue reading" hands the post it links to. */
export interface ResumeState {
  readonly resumeBlock: number;
}
