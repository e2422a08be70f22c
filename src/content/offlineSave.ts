/**
 * The post's "Save for offline" button, drawn (disabled) in every post's first render: a module of its own, so the
 * page's first code carries this label and not all of offline reading's words (`offline.ts`).
 */
export const SAVE_FOR_OFFLINE = 'Save for offline';
