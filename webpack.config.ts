import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';
import type { Configuration } from 'webpack';
import 'webpack-dev-server';
import { EntryLoaderPlugin } from './scripts/entryLoaderPlugin';
import { themeColors } from './scripts/palette';
import { SecurityHeadersPlugin } from './scripts/securityHeadersPlugin';
import { transliterationScript, TransliterationScriptPlugin } from './scripts/transliterationScriptPlugin';
import { RetiredServiceWorkerPlugin } from './scripts/retiredServiceWorker';
import { shortClassNames } from './scripts/shortClassNames';
import { APPLE_TOUCH_ICON_PATH, WebAppManifestPlugin } from './scripts/webAppManifestPlugin';
import { asksForConsent, offersOfflineReading, readConfig } from './src/config/siteConfig';
import { consentBannerHtml } from './src/app/consentBanner';
import { headBootHtml } from './src/app/headBoot';
import { feedLinksHtml } from './src/app/siteFeeds';
import { siteName, siteShortName } from './src/content/site';
import { OFFLINE_PAGE_PATH, SAVED_PAGE_PATH, SERVICE_WORKER_PATH } from './src/lib/offlinePaths';

const root = __dirname;

/** Where the site is built: `dist/`, or `DIST_DIR` (the browser tests build a second site beside it). */
const distDir = path.resolve(root, process.env.DIST_DIR || 'dist');

/**
 * The `SITE_*` variables the browser code may read, inlined at build time.
 * `null` marks them optional; `src/config/siteConfig.ts` owns the defaults.
 */
const siteEnvironment = {
  SITE_API_URL: null,
  SITE_API_KEY: null,
  SITE_AD_SCRIPT_URL: null,
  SITE_NEWS_FEED_URL: null,
  SITE_CONTACT_FORM_URL: null,
  SITE_FORM_EMBED_SCRIPT_URL: null,
  SITE_DONATION_URL: null,
  SITE_CONTACT_EMAIL: null,
  SITE_URL: null,
  SITE_PUBLISHER_NAME: null,
  SITE_GOVERNING_LAW: null,
  SITE_CONSENT: null,
  SITE_CMP_SCRIPT_URL: null,
  SITE_OFFLINE_READING: null,
};

/** The configuration the bundle is built with, for what the page template carries. */
const siteConfig = readConfig();

/** The year of this build, the same for the prerenderer and the browser's bundle (src/lib/useCurrentYear.ts). */
const buildYear = new Date().getFullYear();

/**
 * Build constants: the app names the transliteration script by them and knows where it runs
 * (src/lib/loadTransliteration.ts), and hydrates the footer with the year its pages were written in.
 */
const buildConstants = (renderer: 'browser' | 'node') =>
  new webpack.DefinePlugin({
    'process.env.TRANSLITERATION_SRC': JSON.stringify(transliterationScript().src),
    'process.env.RENDERER': JSON.stringify(renderer),
    'process.env.BUILD_YEAR': JSON.stringify(String(buildYear)),
  });

/** The embedded content API the dev server forwards `/functions` to (see `npm run dev`). */
const devApiTarget = process.env.DEV_API_TARGET ?? 'http://localhost:8080';

/** Production's class names, shared by the browser and prerender builds (scripts/shortClassNames.ts); made once, when first asked for. */
let productionClassNames: ReturnType<typeof shortClassNames> | undefined;
const productionClassName = (context: { resourcePath: string }, _localIdentName: string, localName: string) =>
  (productionClassNames ??= shortClassNames())(context.resourcePath, localName);

const sassModuleLoaders = (options: { exportOnlyLocals: boolean; production: boolean }) => [
  {
    loader: 'css-loader',
    options: {
      modules: {
        namedExport: true,
        exportLocalsConvention: 'as-is',
        // Both builds must name classes alike, or prerendered markup would not match the styles.
        localIdentName: options.production ? '[hash:base64:6]' : '[name]__[local]',
        ...(options.production ? { getLocalIdent: productionClassName } : {}),
        exportOnlyLocals: options.exportOnlyLocals,
      },
    },
  },
  { loader: 'sass-loader', options: { sassOptions: { loadPaths: [path.join(root, 'styles')] } } },
];

const resolve: Configuration['resolve'] = {
  extensions: ['.tsx', '.ts', '.js'],
  alias: { '@': path.join(root, 'src') },
};

/**
 * react-router's package exports only its development build; the production build beside it is
 * the same code with the developer warnings off, 0.6 KB gzip less (`npm run bench`).
 * Both entry points, so the router never ships in two copies.
 */
const reactRouterDist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
const productionResolve: Configuration['resolve'] = {
  ...resolve,
  alias: {
    '@': path.join(root, 'src'),
    'react-router$': path.join(reactRouterDist, 'index.mjs'),
    'react-router/dom$': path.join(reactRouterDist, 'dom-export.mjs'),
  },
};

/** Where the prerenderer finds each chunk's files (the `page-*` chunks are the routes). */
export const CHUNK_MANIFEST = path.join(root, 'build/chunks.json');

/** Writes, for each named chunk group, the JS and CSS files it loads. */
class ChunkManifestPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.afterEmit.tap('ChunkManifestPlugin', (compilation) => {
      const manifest: Record<string, string[]> = {};
      for (const [name, group] of compilation.namedChunkGroups) {
        manifest[name] = group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => /\.(js|css)$/.test(file));
      }
      mkdirSync(path.dirname(CHUNK_MANIFEST), { recursive: true });
      writeFileSync(CHUNK_MANIFEST, JSON.stringify(manifest, null, 2));
    });
  }
}

/**
 * What makes the site installable, in every page's head (scripts/webAppManifestPlugin.ts); the manifest's link is added
 * once the page is interactive (src/app/linkWebAppManifest.ts).
 */
const webAppHead = [
  `<link rel="apple-touch-icon" href="${APPLE_TOUCH_ICON_PATH}" />`,
  '<meta name="mobile-web-app-capable" content="yes" />',
  '<meta name="apple-mobile-web-app-capable" content="yes" />',
  `<meta name="apple-mobile-web-app-title" content="${siteShortName}" />`,
].join('\n    ');

/** The service worker is TypeScript for a worker's globals: its own tsconfig, type-checked by `npm run typecheck`. */
const SERVICE_WORKER_SOURCE = path.join(root, 'src/app/serviceWorker/worker.ts');

/**
 * The service worker (src/app/serviceWorker/worker.ts), with the build's JS, CSS and fonts to precache, and the pages
 * a reader needs offline: the offline page and Saved. Those are written after webpack, by the prerenderer, from this
 * compilation's code and configuration: the compilation's hash is their revision.
 */
const serviceWorkerPlugin = () =>
  new InjectManifest({
    swSrc: SERVICE_WORKER_SOURCE,
    swDest: SERVICE_WORKER_PATH.slice(1),
    include: [/^assets\/(?:js|css|media)\/[^/]+\.(?:js|css|woff2)$/],
    manifestTransforms: [
      (entries, compilation) => {
        const revision = (compilation as webpack.Compilation).hash ?? null;
        return { manifest: [...entries, ...[OFFLINE_PAGE_PATH, SAVED_PAGE_PATH].map((url) => ({ url, revision, size: 0 }))], warnings: [] };
      },
    ],
    webpackCompilationPlugins: [new webpack.EnvironmentPlugin(siteEnvironment)],
  });

function browserConfig(production: boolean): Configuration {
  return {
    name: 'browser',
    mode: production ? 'production' : 'development',
    entry: { main: path.join(root, 'src/index.tsx') },
    output: {
      path: distDir,
      publicPath: '/',
      filename: production ? 'assets/js/[name].[contenthash:10].js' : 'assets/js/[name].js',
      chunkFilename: production ? 'assets/js/[name].[contenthash:10].js' : 'assets/js/[name].js',
      assetModuleFilename: 'assets/media/[name].[contenthash:10][ext]',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: production ? productionResolve : resolve,
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: [/node_modules/, SERVICE_WORKER_SOURCE],
          // Types are `npm run typecheck`'s, which CI runs before any build: checking them here again cost each build
          // (the browser suite makes two) the better part of a minute.
          use: { loader: 'ts-loader', options: { onlyCompileBundledFiles: true, transpileOnly: true } },
        },
        {
          test: SERVICE_WORKER_SOURCE,
          use: {
            loader: 'ts-loader',
            options: {
              instance: 'service-worker',
              configFile: path.join(root, 'src/app/serviceWorker/tsconfig.json'),
              transpileOnly: true,
            },
          },
        },
        {
          test: /\.module\.scss$/,
          use: [production ? MiniCssExtractPlugin.loader : 'style-loader', ...sassModuleLoaders({ exportOnlyLocals: false, production })],
        },
        {
          test: /\.s?css$/,
          exclude: /\.module\.scss$/,
          use: [
            production ? MiniCssExtractPlugin.loader : 'style-loader',
            'css-loader',
            {
              loader: 'sass-loader',
              options: {
                // The banner's styles go where the banner does (styles/global.scss).
                additionalData: `$consent-banner: ${String(asksForConsent(siteConfig))};`,
                sassOptions: { loadPaths: [path.join(root, 'styles')] },
              },
            },
          ],
        },
        {
          test: /\.(woff2?|svg|png|webp)$/,
          type: 'asset/resource',
        },
      ],
    },
    plugins: [
      new webpack.EnvironmentPlugin(siteEnvironment),
      buildConstants('browser'),
      new TransliterationScriptPlugin(),
      new HtmlWebpackPlugin({
        template: path.join(root, 'public/index.html'),
        // The theme and the privacy choices banner are part of every page's first paint (src/app/headBoot.ts, src/features/consent).
        templateParameters: {
          headBoot: headBootHtml(siteConfig, themeColors(), transliterationScript().src),
          webAppHead,
          feedLinks: feedLinksHtml(siteConfig, siteName),
          consentBanner: consentBannerHtml(siteConfig),
        },
        favicon: path.join(root, 'public/favicon.svg'),
      }),
      // The entry is asked for after the first paint, by an inline script in place of its <script defer>.
      new EntryLoaderPlugin(),
      new WebAppManifestPlugin(),
      ...(production
        ? [
            new MiniCssExtractPlugin({
              filename: 'assets/css/[name].[contenthash:10].css',
              chunkFilename: 'assets/css/[name].[contenthash:10].css',
            }),
            new ChunkManifestPlugin(),
            // dist/_headers and dist/_nginx.conf: the security headers for static hosts.
            new SecurityHeadersPlugin(),
            offersOfflineReading(siteConfig) ? serviceWorkerPlugin() : new RetiredServiceWorkerPlugin(),
          ]
        : []),
    ],
    performance: { hints: false },
    devServer: {
      port: Number(process.env.DEV_PORT ?? 3000),
      hot: true,
      historyApiFallback: true,
      proxy: [{ context: ['/functions'], target: devApiTarget }],
      client: { overlay: { warnings: false } },
    },
  };
}

/** The page renderer for `scripts/prerender.ts`: the same app, for Node, in one file. */
function prerenderConfig(): Configuration {
  return {
    name: 'prerender',
    mode: 'production',
    target: 'node20',
    entry: { render: path.join(root, 'src/app/prerender/renderPage.tsx') },
    output: {
      path: path.join(root, 'build/prerender'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    devtool: false,
    resolve,
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          // `npm run typecheck` checks the same files.
          use: { loader: 'ts-loader', options: { onlyCompileBundledFiles: true, transpileOnly: true } },
        },
        { test: /\.module\.scss$/, use: sassModuleLoaders({ exportOnlyLocals: true, production: true }) },
      ],
    },
    plugins: [
      new webpack.EnvironmentPlugin(siteEnvironment),
      buildConstants('node'),
      // Route modules are loaded lazily in the browser; here they belong in the one file.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration[] => {
  const production = argv.mode !== 'development';
  return production ? [browserConfig(true), prerenderConfig()] : [browserConfig(false)];
};
