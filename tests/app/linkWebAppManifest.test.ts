import { linkWebAppManifest } from '@/app/linkWebAppManifest';

describe('linkWebAppManifest', () => {
  afterEach(() => document.head.querySelector('link[rel="manifest"]')?.remove());

  it('links the manifest in the head once, however often the page becomes interactive', () => {
    linkWebAppManifest();
    linkWebAppManifest();
    const links = document.head.querySelectorAll('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/manifest.webmanifest');
  });
});
