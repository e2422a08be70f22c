import type { SharedPage } from './shareLinks';

/** How a press on the share button ended: handed to the system's share sheet, copied, or left to the reader to copy. */
export type ShareOutcome = 'shared' | 'copied' | 'by-hand';

/** The reader closed the share sheet, or it is open already (a second press): either way nothing is to be copied. */
const answeredBySheet = (error: unknown) =>
  error instanceof DOMException && (error.name === 'AbortError' || error.name === 'InvalidStateError');

/**
 * Shares a page as the browser best can: its share sheet (the Web Share API), else its address copied to the clipboard.
 * Both need a secure context (and the press that called this); where neither can be had, or both fail, the reader is
 * left to copy the address by hand. Closing the share sheet counts as shared (the reader chose not to), and so does a
 * second press while it is open.
 */
export async function sharePage(
  page: SharedPage,
  nav: Navigator = navigator,
  secure: boolean = window.isSecureContext,
): Promise<ShareOutcome> {
  if (secure && typeof nav.share === 'function') {
    try {
      await nav.share({ title: page.title, url: page.url });
      return 'shared';
    } catch (error) {
      if (answeredBySheet(error)) return 'shared';
    }
  }
  // The DOM's types promise a clipboard; a page outside a secure context has none.
  const clipboard = nav.clipboard as Clipboard | undefined;
  if (secure && typeof clipboard?.writeText === 'function') {
    try {
      await clipboard.writeText(page.url);
      return 'copied';
    } catch {
      // Refused (no permission, the page not focused): the reader copies it.
    }
  }
  return 'by-hand';
}
