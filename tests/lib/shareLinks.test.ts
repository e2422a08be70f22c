import { shareLinks } from '@/lib/shareLinks';
import { sharePage } from '@/lib/sharePage';

const page = { url: 'https://vedanta.example/blog/the-bhagavad-gita', title: 'The Bhagavad Gita: Setting & "Key" Verses' };

describe('shareLinks', () => {
  const links = Object.fromEntries(Object.entries(shareLinks(page)).map(([service, href]) => [service, new URL(href)]));

  it('gives each service its own share address, in order: WhatsApp, X, Facebook, Telegram, e-mail', () => {
    expect(Object.keys(shareLinks(page))).toEqual(['whatsapp', 'x', 'facebook', 'telegram', 'email']);
    expect(Object.values(links).map((url) => url.origin + url.pathname)).toEqual([
      'https://wa.me/',
      'https://x.com/intent/post',
      'https://www.facebook.com/sharer/sharer.php',
      'https://t.me/share/url',
      'null',
    ]);
    expect(links.email?.protocol).toBe('mailto:');
  });

  it('carries the canonical address and the title, encoded, and no other parameter', () => {
    const params = (service: string) => Object.fromEntries(links[service]?.searchParams ?? []);
    expect(params('whatsapp')).toEqual({ text: `${page.title} ${page.url}` });
    expect(params('x')).toEqual({ text: page.title, url: page.url });
    expect(params('facebook')).toEqual({ u: page.url });
    expect(params('telegram')).toEqual({ url: page.url, text: page.title });
    expect(params('email')).toEqual({ subject: page.title, body: page.url });
    for (const href of Object.values(shareLinks(page))) expect(href).not.toMatch(/utm_|[<>"]/);
  });
});

describe('sharePage', () => {
  const navigatorWith = (parts: Partial<Navigator>) => parts as Navigator;

  it('hands the page to the share sheet where the browser has one, in a secure context', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    const writeText = jest.fn();
    expect(await sharePage(page, navigatorWith({ share, clipboard: { writeText } as never }), true)).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: page.title, url: page.url });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('takes a closed share sheet, or one open already, as the reader’s answer: nothing copied', async () => {
    const writeText = jest.fn();
    for (const name of ['AbortError', 'InvalidStateError']) {
      const share = jest.fn().mockRejectedValue(new DOMException('no', name));
      expect(await sharePage(page, navigatorWith({ share, clipboard: { writeText } as never }), true)).toBe('shared');
    }
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the address where there is no share sheet, or it fails', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    expect(await sharePage(page, navigatorWith({ clipboard: { writeText } as never }), true)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(page.url);
    const failing = jest.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError'));
    expect(await sharePage(page, navigatorWith({ share: failing, clipboard: { writeText } as never }), true)).toBe('copied');
  });

  it('leaves the address to copy by hand outside a secure context, or when the clipboard refuses', async () => {
    const share = jest.fn();
    const writeText = jest.fn().mockResolvedValue(undefined);
    expect(await sharePage(page, navigatorWith({ share, clipboard: { writeText } as never }), false)).toBe('by-hand');
    expect(share).not.toHaveBeenCalled();
    expect(writeText).not.toHaveBeenCalled();
    expect(await sharePage(page, navigatorWith({}), true)).toBe('by-hand');
    const refused = jest.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError'));
    expect(await sharePage(page, navigatorWith({ clipboard: { writeText: refused } as never }), true)).toBe('by-hand');
  });
});
