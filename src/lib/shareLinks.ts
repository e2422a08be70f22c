/** The canonical address and the title, and nothing else (no tracking parameters). */
export interface SharedPage {
  readonly url: string;
  readonly title: string;
}

export type ShareService = 'whatsapp' | 'x' | 'facebook' | 'telegram' | 'email';

const encode = encodeURIComponent;

/** Plain links, so they work before any script and the services hear nothing until the reader follows one. */
export function shareLinks({ url, title }: SharedPage): Readonly<Record<ShareService, string>> {
  return {
    whatsapp: `https://wa.me/?text=${encode(`${title} ${url}`)}`,
    x: `https://x.com/intent/post?text=${encode(title)}&url=${encode(url)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encode(url)}`,
    telegram: `https://t.me/share/url?url=${encode(url)}&text=${encode(title)}`,
    email: `mailto:?subject=${encode(title)}&body=${encode(url)}`,
  };
}
