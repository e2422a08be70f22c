import type { SharedPage } from './shareLinks';

export type ShareOutcome = 'shared' | 'copied' | 'by-hand';

/** The reader closed the share sheet, or it is open already: either way nothing is to be copied. */
const answeredBySheet = (error: unknown) =>
  error instanceof DOMException && (error.name === 'AbortError' || error.name === 'InvalidStateError');

/** Shares a page by the share sheet, else the clipboard (both need a secure context), else leaves it to the reader. */
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
      // Refused (no permission, the page not focused).
    }
  }
  return 'by-hand';
}
