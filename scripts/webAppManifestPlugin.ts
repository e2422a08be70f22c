/**
 * The web app manifest and its icons (issue 45): what makes the site installable. The icons are drawn from the site's
 * mark (public/favicon.svg) by sharp at build time, so there is one drawing to change; the maskable one fills its
 * square, the mark inside the safe zone's circle.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import webpack from 'webpack';
import { siteMeta, siteName, siteShortName } from '../src/content/site';
import { MANIFEST_PATH } from '../src/lib/offlinePaths';
import { readPalette, themeColors } from './palette';

export const APPLE_TOUCH_ICON_PATH = '/icons/apple-touch-icon.png';

const MARK = path.join(__dirname, '../public/favicon.svg');

interface Icon {
  readonly file: string;
  readonly size: number;
  /** `maskable`: drawn to the edges, for the launchers that cut their own shape; `any`: the mark with its corners. */
  readonly purpose: 'any' | 'maskable';
}

const ICONS: readonly Icon[] = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

/** The mark with square corners: a launcher's mask cuts the shape. */
const squareMark = (svg: string) => svg.replace(/\s+rx="[^"]*"/, '');

async function drawIcon(svg: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export function webAppManifest(): string {
  const palette = readPalette();
  const canvas = palette.colors.get('canvas');
  if (!canvas) throw new Error('styles/_tokens.scss has no canvas, the page background');
  return JSON.stringify(
    {
      id: '/',
      name: siteName,
      short_name: siteShortName,
      description: siteMeta.description,
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: themeColors(palette).light,
      background_color: canvas.light,
      icons: ICONS.map((icon) => ({ src: `/${icon.file}`, sizes: `${icon.size}x${icon.size}`, type: 'image/png', purpose: icon.purpose })),
    },
    null,
    2,
  );
}

export class WebAppManifestPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('WebAppManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'WebAppManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          compilation.fileDependencies.add(MARK);
          const mark = readFileSync(MARK, 'utf8');
          const icons = [
            ...ICONS.map((icon) => ({ file: icon.file, svg: icon.purpose === 'maskable' ? squareMark(mark) : mark, size: icon.size })),
            // iOS rounds the corners itself and shows transparency as black.
            { file: APPLE_TOUCH_ICON_PATH.slice(1), svg: squareMark(mark), size: 180 },
          ];
          const drawn = await Promise.all(icons.map(async (icon) => [icon.file, await drawIcon(icon.svg, icon.size)] as const));
          for (const [file, png] of drawn) compilation.emitAsset(file, new webpack.sources.RawSource(png));
          compilation.emitAsset(MANIFEST_PATH.slice(1), new webpack.sources.RawSource(webAppManifest()));
        },
      );
    });
  }
}
