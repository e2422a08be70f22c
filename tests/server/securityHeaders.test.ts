import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  contentSecurityPolicy,
  hostHeaders,
  headersFile,
  IMMUTABLE_CACHE_CONTROL,
  PolicyConfigError,
  policyConfigFromEnv,
  readHeadersFile,
  securityHeaders,
  sourceOf,
  YOUTUBE_EMBED_ORIGIN,
  type PolicyConfig,
} from '../../server/securityHeaders';
import { nginxConf, staticHostFiles } from '../../server/nginxConf';
import { inlineScriptTexts } from '../../scripts/securityHeadersPlugin';
import { hashSource } from '../../scripts/inlineStyles';
import { readConfig } from '../../src/config/siteConfig';
import { themeBootScript } from '../../src/app/headBoot';
import { youtubeEmbedUrl } from '../../src/lib/youtubeId';

const ALL_SET: PolicyConfig = {
  apiUrl: 'https://api.example.org/functions/v1',
  adScriptUrl: 'https://ads.example.net/tag.js?id=42',
  formEmbedScriptUrl: 'https://forms.example.com/embed.js',
  newsFeedUrl: 'https://news.example.com/feed/vedanta',
  contactFormUrl: 'https://forms.example.com/f/123',
};
const LOCAL_HTTP_API: PolicyConfig = { apiUrl: 'http://localhost:54321/functions/v1' };

/** The policy as a map of directive → sources, to assert on one directive at a time. */
function directives(config: PolicyConfig): Record<string, string[]> {
  return Object.fromEntries(
    contentSecurityPolicy(config)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('contentSecurityPolicy', () => {
  it('with nothing configured: the site itself, https images and the YouTube embed', () => {
    expect(contentSecurityPolicy({})).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' https:; font-src 'self'; worker-src 'self'; connect-src 'self'; " +
        "frame-src https://www.youtube-nocookie.com; frame-ancestors 'self'; base-uri 'self'; form-action 'self'; object-src 'none'",
    );
  });

  it('with everything configured: each third party in the one directive it needs, deduplicated', () => {
    expect(directives(ALL_SET)).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", 'https://ads.example.net', 'https://forms.example.com'],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'https:'],
      'font-src': ["'self'"],
      // The service worker: this site's own script only.
      'worker-src': ["'self'"],
      'connect-src': ["'self'", 'https://api.example.org'],
      'frame-src': ['https://news.example.com', 'https://forms.example.com', YOUTUBE_EMBED_ORIGIN],
      'frame-ancestors': ["'self'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'object-src': ["'none'"],
    });
  });

  it('an absolute http API (local development) is allowed for fetches and for its media', () => {
    const policy = directives(LOCAL_HTTP_API);
    expect(policy['connect-src']).toEqual(["'self'", 'http://localhost:54321']);
    expect(policy['img-src']).toEqual(["'self'", 'https:', 'http://localhost:54321']);
  });

  it('an https API needs no img-src entry of its own: https: covers it', () => {
    expect(directives({ apiUrl: 'https://api.example.org/v1' })['img-src']).toEqual(["'self'", 'https:']);
  });

  it('paths on the site itself add nothing beyond self', () => {
    const policy = directives({ apiUrl: '/functions/v1', adScriptUrl: '/ads.js', newsFeedUrl: '/news.html' });
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'self'", YOUTUBE_EMBED_ORIGIN]);
  });

  it('never allows inline code, eval, data: or plugins, and never upgrades requests', () => {
    for (const config of [{}, ALL_SET, LOCAL_HTTP_API]) {
      const policy = contentSecurityPolicy(config);
      expect(policy).not.toMatch(/unsafe-|data:|blob:|\*|upgrade-insecure-requests/);
      expect(policy).toContain("object-src 'none'");
    }
  });

  it('allows the frame origin the post video actually uses', () => {
    expect(new URL(youtubeEmbedUrl('dQw4w9WgXcQ')).origin).toBe(YOUTUBE_EMBED_ORIGIN);
  });
});

describe('sourceOf', () => {
  it.each([
    ['https://ads.example.net/tag.js', 'https://ads.example.net'],
    ['HTTPS://Ads.Example.NET:443/tag.js', 'https://ads.example.net'],
    ['https://ads.example.net:8443/tag.js', 'https://ads.example.net:8443'],
    ['http://127.0.0.1:8080/functions/v1', 'http://127.0.0.1:8080'],
    ['http://[::1]:8080/functions/v1', 'http://[::1]:8080'],
    ['https://café.example/feed', 'https://xn--caf-dma.example'],
    ['/functions/v1', "'self'"],
  ])('%s → %s', (value, source) => {
    expect(sourceOf('SITE_X', value)).toBe(source);
  });

  it.each([
    'ads.example.net/tag.js',
    '//cdn.example/tag.js',
    '/\\evil.example/tag.js',
    'javascript:alert(1)',
    'data:text/javascript,alert(1)',
    'ftp://files.example/tag.js',
    'https://a;b.example/',
    'https://a,b.example/',
    "https://x'unsafe-inline'/",
    'https://a*b/',
    'https://my_host.example/',
  ])('refuses %j, naming the variable', (value) => {
    expect(() => sourceOf('SITE_AD_SCRIPT_URL', value)).toThrow(PolicyConfigError);
    expect(() => sourceOf('SITE_AD_SCRIPT_URL', value)).toThrow(/SITE_AD_SCRIPT_URL/);
  });

  it('a bad configured URL fails the whole policy', () => {
    expect(() => securityHeaders({ newsFeedUrl: 'news.example.com' })).toThrow(/SITE_NEWS_FEED_URL/);
  });
});

describe('policyConfigFromEnv', () => {
  it('reads the SITE_* variables, trimmed, leaving blank ones out', () => {
    expect(
      policyConfigFromEnv({
        SITE_API_URL: ' https://api.example.org/functions/v1 ',
        SITE_AD_SCRIPT_URL: '',
        SITE_NEWS_FEED_URL: '   ',
        SITE_CONTACT_FORM_URL: 'https://forms.example.com/f/1',
        SITE_DONATION_URL: 'https://donate.example',
      }),
    ).toEqual({ apiUrl: 'https://api.example.org/functions/v1', contactFormUrl: 'https://forms.example.com/f/1' });
  });

  it('gives the same policy as the configuration the bundle reads (src/config/siteConfig.ts)', () => {
    const saved = { ...process.env };
    const envs = [
      {},
      {
        SITE_API_URL: ALL_SET.apiUrl,
        SITE_AD_SCRIPT_URL: ALL_SET.adScriptUrl,
        SITE_FORM_EMBED_SCRIPT_URL: ALL_SET.formEmbedScriptUrl,
        SITE_NEWS_FEED_URL: ALL_SET.newsFeedUrl,
        SITE_CONTACT_FORM_URL: ALL_SET.contactFormUrl,
      },
      { SITE_API_URL: ' http://localhost:54321/functions/v1 ', SITE_AD_SCRIPT_URL: ' ' },
    ];
    try {
      for (const env of envs) {
        for (const key of Object.keys(process.env)) if (key.startsWith('SITE_')) Reflect.deleteProperty(process.env, key);
        Object.assign(process.env, env);
        const app = readConfig();
        expect(contentSecurityPolicy(policyConfigFromEnv(process.env))).toBe(contentSecurityPolicy(app));
      }
    } finally {
      for (const key of Object.keys(process.env)) if (!(key in saved)) Reflect.deleteProperty(process.env, key);
      Object.assign(process.env, saved);
    }
  });
});

describe('securityHeaders', () => {
  it('the full set, the same for every configuration but the policy', () => {
    expect(securityHeaders({})).toEqual({
      'Content-Security-Policy': contentSecurityPolicy({}),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': expect.stringMatching(/^camera=\(\), microphone=\(\), geolocation=\(\), payment=\(\), usb=\(\)/),
      'X-Frame-Options': 'SAMEORIGIN',
    });
  });

  it('for static hosts, adds COOP and HSTS: they serve HTTPS, where a browser reads both', () => {
    // No other site's page that opened this one may drive its window (security probe 2, L4).
    expect(hostHeaders({})).toMatchObject({
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    });
  });

  it('switches off no feature the video frame is allowed', () => {
    const permissions = securityHeaders({})['Permissions-Policy'] ?? '';
    for (const feature of ['accelerometer', 'gyroscope', 'encrypted-media', 'picture-in-picture', 'fullscreen']) {
      expect(permissions).not.toContain(`${feature}=`);
    }
    for (const entry of permissions.split(', ')) expect(entry).toMatch(/^[a-z-]+=\(\)$/);
  });
});

describe('dist/_headers and the nginx file', () => {
  it.each([
    ['nothing configured', {}],
    ['everything configured', ALL_SET],
    ['an absolute http API', LOCAL_HTTP_API],
  ])('_headers with %s: every security header on /*, long caching on /assets/* only, none on the worker', (_name, config: PolicyConfig) => {
    const text = headersFile(config);
    expect(text.split('\n')[0]).toMatch(/^# Generated by `npm run build`.*rebuild after changing them/);
    expect(readHeadersFile(text, '/*')).toEqual({
      ...securityHeaders(config),
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    });
    expect(readHeadersFile(text, '/assets/*')).toEqual({ 'Cache-Control': IMMUTABLE_CACHE_CONTROL });
    // A new build's service worker is seen at the next navigation.
    expect(readHeadersFile(text, '/sw.js')).toEqual({ 'Cache-Control': 'no-cache' });
    expect(text).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self';/m);
  });

  it('_headers sends HSTS on every path (static hosts serve HTTPS), with preload only when asked', () => {
    expect(readHeadersFile(headersFile({}), '/*')?.['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(readHeadersFile(headersFile({}, { hstsPreload: true }), '/*')?.['Strict-Transport-Security']).toBe(
      'max-age=63072000; includeSubDomains; preload',
    );
  });

  it('the nginx file repeats the headers and HSTS in every location (nginx does not inherit add_header)', () => {
    const conf = nginxConf(ALL_SET);
    const locations = conf.match(/^location /gm)?.length ?? 0;
    expect(locations).toBeGreaterThan(3);
    for (const [name, value] of Object.entries({
      ...securityHeaders(ALL_SET),
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    })) {
      expect(conf.split(`add_header ${name} "${value}" always;`)).toHaveLength(locations + 1);
    }
    expect(conf).toContain('error_page 404 /404.html;');
    expect(conf).toContain(`add_header Cache-Control "${IMMUTABLE_CACHE_CONTROL}" always;`);
    expect(staticHostFiles(ALL_SET)).toEqual({ _headers: headersFile(ALL_SET), '_nginx.conf': conf });
  });

  it("docs/deploy.md's nginx example is the file for the default configuration", () => {
    const guide = readFileSync(path.join(__dirname, '../../docs/deploy.md'), 'utf8');
    expect(guide).toContain(`\`\`\`nginx\n${nginxConf({})}\`\`\``);
  });
});

describe('inline style hashes', () => {
  const hash = `'sha256-${'A'.repeat(43)}='`;
  it('adds each to style-src and nothing else', () => {
    const policy = contentSecurityPolicy({}, [hash]);
    expect(policy).toContain(`style-src 'self' ${hash};`);
    expect(policy.match(/sha256-/g)).toHaveLength(1);
  });
  it.each(["'unsafe-inline'", "'sha256-x'; script-src *", 'sha256-abc', `${hash} 'unsafe-inline'`])('refuses %s', (bad) => {
    expect(() => contentSecurityPolicy({}, [bad])).toThrow(/not a sha256 hash source/);
  });
  it('reaches _headers and the nginx file', () => {
    for (const text of Object.values(staticHostFiles({}, { styleHashes: [hash] }))) expect(text).toContain(hash);
  });
});

describe('inline scripts and the consent platform', () => {
  const bootScript = themeBootScript();
  const template = `<head><script>${bootScript}</script><script defer src="/assets/js/main.js"></script><script type="application/ld+json">{"a":1}</script></head>`;

  it('allows the template’s inline scripts by their hashes, and never JSON blocks or scripts by URL', () => {
    const texts = inlineScriptTexts(template);
    expect(texts).toEqual([bootScript]);
    const hash = hashSource(bootScript);
    const policy = contentSecurityPolicy({}, [], [hash]);
    expect(policy).toContain(`script-src 'self' ${hash}`);
    expect(policy).not.toContain('unsafe-inline');
    for (const text of Object.values(staticHostFiles({}, { scriptHashes: [hash] }))) expect(text).toContain(hash);
    expect(() => contentSecurityPolicy({}, [], ["'unsafe-inline'"])).toThrow(/not a sha256 hash source/);
  });

  it('allows an external consent platform’s script, styles, frames and requests from its origin (SITE_CMP_SCRIPT_URL)', () => {
    const config = policyConfigFromEnv({ SITE_CMP_SCRIPT_URL: 'https://cmp.example.eu/cmp.js' });
    const directives: Record<string, string[]> = Object.fromEntries(
      contentSecurityPolicy(config)
        .split('; ')
        .map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
    );
    for (const name of ['script-src', 'style-src', 'frame-src', 'connect-src'])
      expect(directives[name]).toContain('https://cmp.example.eu');
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(contentSecurityPolicy(config)).not.toContain('unsafe-inline');
  });

  it('hashes inline scripts of every kind but JSON data blocks', () => {
    expect(
      inlineScriptTexts(
        '<script>a()</script><script type="module">b()</script><script type="application/ld+json">{}</script><script type=application/json>{}</script><script src="/x.js"></script>',
      ),
    ).toEqual(['a()', 'b()']);
  });
});
