/** The article body whose blocks a reading place counts. */
export const READING_BODY_ATTRIBUTE = 'data-reading-body';

export interface ResumeState {
  readonly resumeBlock: number;
}
