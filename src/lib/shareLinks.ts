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
export function shareLinks({ url, title }: SharedPage): ReadonlyArray<{ readonly service: ShareService; readonly href: string }> {
  return [
    { service: 'whatsapp', href: `https://wa.me/?text=${encode(`${title} ${url}`)}` },
    { service: 'x', href: `https://x.com/intent/post?text=${encode(title)}&url=${encode(url)}` },
    { service: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encode(url)}` },
    { service: 'telegram', href: `https://t.me/share/url?url=${encode(url)}&text=${encode(title)}` },
    { service: 'email', href: `mailto:?subject=${encode(title)}&body=${encode(url)}` },
  ];
}
