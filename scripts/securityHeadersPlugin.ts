/**
 * Writes the static-host copies of the security headers into the build (`dist/_headers`,
 * `dist/_nginx.conf`), computed by server/securityHeaders.ts and server/nginxConf.ts from the same SITE_* variables
 * webpack inlines into the bundle, with the hash of every stylesheet the prerenderer inlines.
 * A SITE_* URL the policy cannot use fails the build.
 */
import webpack from 'webpack';
import type { Compiler } from 'webpack';
import { staticHostFiles } from '../server/nginxConf';
import { hstsPreloadFromEnv, policyConfigFromEnv } from '../server/securityHeaders';
import { inlineStyleText, hashSource } from './inlineStyles';

const NAME = 'SecurityHeadersPlugin';

/**
 * The text of each inline script the page template runs (the head's boot script, the entry loader), as written
 * after minifying, so its hash matches what the browser sees. JSON and JSON-LD blocks are data, not scripts.
 */
export function inlineScriptTexts(html: string): string[] {
  const texts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (/\bsrc\s*=/i.test(attributes) || (type && /json/i.test(type))) continue;
    texts.push(match[2] ?? '');
  }
  return texts;
}

export class SecurityHeadersPlugin {
  constructor(private readonly env: NodeJS.ProcessEnv = process.env) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After minifying and source-map comments: the stylesheets as they are written.
      compilation.hooks.processAssets.tap({ name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const styleHashes = compilation
          .getAssets()
          .filter((asset) => asset.name.endsWith('.css'))
          .map((asset) => hashSource(inlineStyleText(asset.source.source().toString())))
          .sort();
        let files: Record<string, string>;
        try {
          const template = compilation.getAsset('index.html')?.source.source().toString() ?? '';
          files = staticHostFiles(policyConfigFromEnv(this.env), {
            styleHashes,
            scriptHashes: inlineScriptTexts(template).map(hashSource),
            hstsPreload: hstsPreloadFromEnv(this.env),
          });
        } catch (error) {
          compilation.errors.push(new webpack.WebpackError(`${NAME}: ${error instanceof Error ? error.message : String(error)}`));
          return;
        }
        for (const [name, text] of Object.entries(files)) compilation.emitAsset(name, new webpack.sources.RawSource(text));
      });
    });
  }
}
