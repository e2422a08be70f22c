import { readPalette, themeColors } from '../../scripts/palette';
import { webAppManifest } from '../../scripts/webAppManifestPlugin';

describe('the web app manifest', () => {
  it('makes the site installable: its names, start URL, standalone display, colours and 192 and 512 px icons, one maskable', () => {
    const manifest = JSON.parse(webAppManifest()) as Record<string, unknown>;
    const palette = readPalette();
    expect(manifest).toMatchObject({
      name: 'Vedanta Wisdom',
      short_name: 'Vedanta',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: themeColors(palette).light,
      background_color: palette.colors.get('canvas')?.light,
    });
    expect(manifest.icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });
});
