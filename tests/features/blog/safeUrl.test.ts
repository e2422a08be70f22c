import { hrefKind, safeUrl } from '@/lib/safeUrl';

/** Allowed URLs come back exactly as written (surrounding whitespace trimmed). */
const allowed: ReadonlyArray<readonly [label: string, url: string, expected?: string]> = [
  ['https with path, query and fragment', 'https://example.com/a?b=c#d'],
  ['http', 'http://example.com'],
  ['upper-case scheme kept as written', 'HTTPS://EXAMPLE.COM/Path'],
  ['mixed-case http', 'HtTp://example.com'],
  ['https with a port', 'https://example.com:8443/x'],
  ['https with a colon later in the path', 'https://example.com/a:b'],
  ['https query carrying another URL', 'https://example.com/?next=javascript:alert(1)'],
  ['https with an encoded ampersand', 'https://example.com/?a=1&b=2'],
  ['https with percent-encoded path', 'https://example.com/%E0%A4%B5%E0%A5%87%E0%A4%A6'],
  ['https with unicode host', 'https://वेदांत.example/'],
  ['mailto', 'mailto:a@b.c'],
  ['MAILTO upper case', 'MAILTO:a@b.c'],
  ['mailto with subject', 'mailto:a@b.c?subject=Hello%20there'],
  ['xmpp', 'xmpp:x@y'],
  ['irc', 'irc://irc.libera.chat/x'],
  ['ircs', 'ircs://irc.libera.chat:6697/vedanta'],
  ['site path', '/blog/x'],
  ['site path with query and fragment', '/blog/x?page=2#top'],
  ['relative file', 'x.html'],
  ['dot-relative', './a/b'],
  ['parent-relative', '../up'],
  ['fragment only', '#anchor'],
  ['query only', '?q=atman'],
  ['protocol-relative (inherits http/https)', '//cdn.example.com/x.png'],
  ['relative path with a colon after a slash', 'notes/a:b'],
  ['dot-relative with a colon', './a:b'],
  ['image path', '/images/shankara.svg'],
  ['leading and trailing spaces trimmed', '  https://example.com/x  ', 'https://example.com/x'],
  ['surrounding newline and tab trimmed', '\n\thttps://example.com/x\n', 'https://example.com/x'],
  ['entity-encoded h still decodes to https', '&#104;ttps://example.com'],
];

/** Everything else becomes ''. */
const rejected: ReadonlyArray<readonly [label: string, url: string | null | undefined]> = [
  ['null', null],
  ['undefined', undefined],
  ['empty', ''],
  ['only spaces', '   '],
  ['javascript', 'javascript:alert(1)'],
  ['mixed-case javascript', 'JaVaScRiPt:alert(1)'],
  ['upper-case javascript', 'JAVASCRIPT:alert(1)'],
  ['decimal entity', '&#106;avascript:alert(1)'],
  ['hex entity', '&#x6A;avascript:alert(1)'],
  ['upper-case hex entity', '&#X6a;avascript:alert(1)'],
  ['zero-padded entity without semicolon', '&#0000106avascript:alert(1)'],
  ['entity for every letter', '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)'],
  ['named colon entity', 'javascript&colon;alert(1)'],
  ['named colon entity without semicolon', 'javascript&colonalert(1)'],
  ['hex colon entity', 'javascript&#x3A;alert(1)'],
  ['entity tab in scheme', 'jav&#x09;ascript:alert(1)'],
  ['named tab entity in scheme', 'jav&Tab;ascript:alert(1)'],
  ['named newline entity in scheme', 'java&NewLine;script:alert(1)'],
  ['double-encoded entity', '&amp;#106;avascript:alert(1)'],
  ['percent-encoded newline in scheme', 'java%0ascript:alert(1)'],
  ['percent-encoded letters', '%6A%61vascript:alert(1)'],
  ['percent-encoded colon', 'javascript%3Aalert(1)'],
  ['double percent-encoding', '%256A%2561vascript:alert(1)'],
  ['entity-encoded percent', '&#37;6Aavascript:alert(1)'],
  ['literal tab in scheme', 'java\tscript:alert(1)'],
  ['literal newline in scheme', 'java\nscript:alert(1)'],
  ['carriage return in scheme', 'java\rscript:alert(1)'],
  ['leading NUL', '\u0000javascript:alert(1)'],
  ['NUL inside scheme', 'java\u0000script:alert(1)'],
  ['leading spaces', '   javascript:alert(1)'],
  ['leading control characters', '\u0001\u0002\u001fjavascript:alert(1)'],
  ['zero-width space in scheme', 'java\u200bscript:alert(1)'],
  ['byte-order mark in scheme', '\ufeffjava\ufeffscript:alert(1)'],
  ['non-breaking space in scheme', 'java\u00a0script:alert(1)'],
  ['soft hyphen in scheme', 'java\u00adscript:alert(1)'],
  ['javascript with comment payload', 'javascript://%0aalert(1)'],
  ['data html', 'data:text/html,<script>alert(1)</script>'],
  ['data html base64', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
  ['DATA svg image', 'DATA:image/svg+xml,<svg onload=alert(1)>'],
  ['data png image', 'data:image/png;base64,iVBORw0KGgo='],
  ['entity-encoded data', '&#100;ata:text/html,x'],
  ['vbscript', 'vbscript:msgbox(1)'],
  ['VBScript mixed case', 'VBScript:msgbox(1)'],
  ['file', 'file:///etc/passwd'],
  ['blob', 'blob:https://example.com/uuid'],
  ['filesystem', 'filesystem:https://example.com/temporary/x'],
  ['ftp (not on the allow-list)', 'ftp://example.com/x'],
  ['unknown scheme', 'foo:bar'],
  ['tel (not on the allow-list)', 'tel:+123'],
  ['about:blank', 'about:blank'],
  ['chrome scheme', 'chrome://settings'],
  ['intent scheme', 'intent://x#Intent;end'],
  ['colon in a first path segment reads as a scheme', 'a:b'],
  ['scheme with a space before the colon', 'javascript :alert(1)'],
  ['http with a broken host (invalid URL)', 'http://exa mple.com/'],
  // sanitize-url is over-cautious here (a fragment cannot run script); its verdict stands.
  ['fragment that reads like a data scheme', '#data:x'],
  ['percent-encoding nested too deep to judge', `%${'25'.repeat(12)}6Aavascript:alert(1)`],
  ['harmless-looking but nested too deep to judge', `%${'25'.repeat(12)}41bc`],
];

describe('safeUrl', () => {
  // Every row gets three columns, so jest never mistakes a missing `expected` for `done`.
  it.each(allowed.map(([label, url, expected]) => [label, url, expected ?? url] as const))('allows %s', (_label, url, expected) => {
    expect(safeUrl(url)).toBe(expected);
  });

  it.each(rejected)('rejects %s', (_label, url) => {
    expect(safeUrl(url)).toBe('');
  });

  it('judges at least 60 cases', () => {
    expect(allowed.length + rejected.length).toBeGreaterThanOrEqual(60);
  });

  it('is idempotent on what it allows', () => {
    for (const [, url] of allowed) expect(safeUrl(safeUrl(url))).toBe(safeUrl(url));
  });
});

describe('hrefKind', () => {
  const origin = 'https://vedanta.example';
  it.each([
    ['', 'empty'],
    ['#anchor', 'fragment'],
    ['/blog/x', 'site-path'],
    ['x.html', 'relative'],
    ['?q=1', 'relative'],
    ['https://vedanta.example/blog/x', 'relative'],
    ['https://other.example/x', 'external-web'],
    ['http://vedanta.example/x', 'external-web'],
    ['//other.example/x', 'external-web'],
    ['/\t/other.example/x', 'external-web'],
    ['/\\other.example/x', 'external-web'],
    ['mailto:a@b.c', 'external-app'],
    ['xmpp:x@y', 'external-app'],
    ['ircs://irc.libera.chat/x', 'external-app'],
  ] as const)('%j is %s', (href, kind) => {
    expect(hrefKind(href, origin)).toBe(kind);
  });
});
