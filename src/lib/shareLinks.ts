/** What a share link carries: the page's canonical address and its title, and nothing else (no tracking parameters). */
export interface SharedPage {
  readonly url: string;
  readonly title: string;
}

export type ShareService = 'whatsapp' | 'x' | 'facebook' | 'telegram' | 'email';

const encode = encodeURIComponent;

/**
 * Each service's own address for sharing a page, in the order the share row shows them: plain links, so they work
 * before any script and nothing is asked of the services until the reader follows one.
 */
export function shareLinks({ url, title }: SharedPage): Readonly<Record<ShareService, string>> {
  return {
    whatsapp: `https://wa.me/?text=${encode(`${title} ${url}`)}`,
    x: `https://x.com/intent/post?text=${encode(title)}&url=${encode(url)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encode(url)}`,
    telegram: `https://t.me/share/url?url=${encode(url)}&text=${encode(title)}`,
    email: `mailto:?subject=${encode(title)}&body=${encode(url)}`,
  };
}
