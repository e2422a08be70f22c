/**
 * Words of a post's end that only a post's page carries (not every page, as the blog's words in `blog.ts` are): its share
 * row and its place on a reading path.
 */

/** The share row at the end of a post. */
export const shareText = {
  heading: 'Share this post',
  button: 'Share',
  copied: 'Link copied.',
  /** Where the browser can neither share nor copy (no secure context): the address, selected, to copy by hand. */
  copyByHand: 'Copy this address:',
  services: { whatsapp: 'WhatsApp', x: 'X', facebook: 'Facebook', telegram: 'Telegram', email: 'E-mail' },
} as const;

/** A post's place on a reading path, and the path's posts before and after it. */
export const pathPlaceText = {
  /** After the path's title: "Start here · 2 of 10". */
  position: (position: number, total: number) => ` · ${position} of ${total}`,
  previous: 'Previous on the path',
  next: 'Next on the path',
} as const;
