// The XSS corpus of xss.spec.ts. Every vector, were it ever to run, calls `alert(id)` or `xss(id)`
// (a recorder the spec installs, which also requests /xss-hit/{id}), so a hit names its vector.

export type VectorCategory =
  | 'script'
  | 'event handler'
  | 'svg'
  | 'javascript: url'
  | 'data: url'
  | 'other scheme'
  | 'css'
  | 'broken markup'
  | 'attribute breakout'
  | 'context breakout'
  | 'unicode'
  | 'mutation'
  | 'embedding'
  | 'navigation'
  | 'encoding';

export type XssVector = { id: number; category: VectorCategory; name: string; value: string };

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const entities = (text: string, hex = false) =>
  [...text]
    .map((char) => (hex ? `&#x${char.charCodeAt(0).toString(16)};` : `&#${char.charCodeAt(0)};`))
    .join('');

type Make = (js: string, id: number) => string;
const recipes: Array<[VectorCategory, string, Make]> = [
  // Script elements.
  ['script', 'script tag', (js) => `<script>${js}</script>`],
  ['script', 'uppercase script tag', (js) => `<SCRIPT>${js}</SCRIPT>`],
  ['script', 'script with src', (_js, id) => `<script src="/xss-hit/${id}"></script>`],
  ['script', 'script src data:', (js) => `<script src="data:text/javascript,${js}"></script>`],
  ['script', 'script with type module', (js) => `<script type="module">${js}</script>`],
  ['script', 'script inside comment end', (js) => `--><script>${js}</script><!--`],
  ['script', 'script after slash', (js) => `<script/x>${js}</script>`],
  ['script', 'script with newline in tag', (js) => `<script\n>${js}</script\n>`],
  ['script', 'nested script split', (js) => `<scr<script>ipt>${js}</scr</script>ipt>`],
  ['script', 'double open bracket', (js) => `<<script>${js}//<</script>`],
  // Event handlers.
  ['event handler', 'img onerror', (js) => `<img src=x onerror=${js}>`],
  ['event handler', 'img onerror quoted', (js) => `<img src="x" onerror="${js}">`],
  ['event handler', 'img mixed case', (js) => `<IMG SRC=x OnErRoR=${js}>`],
  ['event handler', 'img slash separators', (js) => `<img/src=x/onerror=${js}>`],
  ['event handler', 'img tab and newline separators', (js) => `<img\tsrc=x\nonerror=${js}>`],
  ['event handler', 'img backtick src', (js) => '<img src=`x`onerror=' + js + '>'],
  ['event handler', 'img onerror entity-encoded', (js) => `<img src=x onerror="${entities(js)}">`],
  ['event handler', 'body onload', (js) => `<body onload=${js}>`],
  ['event handler', 'input autofocus onfocus', (js) => `<input autofocus onfocus=${js}>`],
  ['event handler', 'select autofocus', (js) => `<select autofocus onfocus=${js}></select>`],
  ['event handler', 'textarea autofocus', (js) => `<textarea autofocus onfocus=${js}></textarea>`],
  ['event handler', 'details ontoggle', (js) => `<details open ontoggle=${js}>`],
  ['event handler', 'video source onerror', (js) => `<video><source onerror=${js}></video>`],
  ['event handler', 'audio onerror', (js) => `<audio src=x onerror=${js}>`],
  ['event handler', 'marquee onstart', (js) => `<marquee onstart=${js}>x</marquee>`],
  [
    'event handler',
    'full-screen div onmouseover',
    (js) => `<div style="position:fixed;inset:0" onmouseover=${js}>x</div>`,
  ],
  [
    'event handler',
    'custom tag onfocus',
    (js) => `<xss id=x tabindex=1 onfocus=${js} autofocus></xss>`,
  ],
  [
    'event handler',
    'contenteditable onblur',
    (js) => `<x contenteditable onblur=${js}>lose focus</x>`,
  ],
  ['event handler', 'onpointerenter', (js) => `<p onpointerenter=${js}>hover</p>`],
  [
    'event handler',
    'onanimationstart',
    (js) => `<style>@keyframes x{}</style><p style="animation-name:x" onanimationstart=${js}></p>`,
  ],
  ['event handler', 'image input onerror', (js) => `<input type=image src=x onerror=${js}>`],
  ['event handler', 'object onerror', (js) => `<object data=x onerror=${js}></object>`],
  // SVG.
  ['svg', 'svg onload', (js) => `<svg onload=${js}>`],
  ['svg', 'svg slash onload', (js) => `<svg/onload=${js}>`],
  ['svg', 'svg script', (js) => `<svg><script>${js}</script></svg>`],
  ['svg', 'svg script href data', (js) => `<svg><script href="data:,${js}"></script></svg>`],
  ['svg', 'svg animate onbegin', (js) => `<svg><animate onbegin=${js} attributeName=x dur=1s>`],
  [
    'svg',
    'svg anchor javascript',
    (js) => `<svg><a xlink:href="javascript:${js}"><text x=20 y=20>XSS</text></a></svg>`,
  ],
  [
    'svg',
    'svg set href',
    (js) => `<svg><a><set attributeName=href to="javascript:${js}"/><text y=20>x</text></a></svg>`,
  ],
  [
    'svg',
    'svg foreignObject',
    (js) => `<svg><foreignObject><img src=x onerror=${js}></foreignObject></svg>`,
  ],
  ['svg', 'svg image onerror', (js) => `<svg><image href=x onerror=${js} /></svg>`],
  [
    'svg',
    'svg use data',
    (js) =>
      `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='x' onerror='${js}'/></svg>#x"/></svg>`,
  ],
  // javascript: URLs.
  ['javascript: url', 'javascript: url', (js) => `javascript:${js}`],
  ['javascript: url', 'mixed case scheme', (js) => `JaVaScRiPt:${js}`],
  ['javascript: url', 'leading space', (js) => ` javascript:${js}`],
  ['javascript: url', 'leading control character', (js) => `\u0001javascript:${js}`],
  ['javascript: url', 'tab inside scheme', (js) => `java\tscript:${js}`],
  ['javascript: url', 'newline inside scheme', (js) => `java\nscript:${js}`],
  ['javascript: url', 'carriage return inside scheme', (js) => `java\rscript:${js}`],
  ['javascript: url', 'entity-encoded scheme', (js) => `${entities('javascript')}:${js}`],
  [
    'javascript: url',
    'hex entities without semicolons',
    (js) => `&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A${js}`,
  ],
  ['javascript: url', 'entity tab in scheme', (js) => `jav&#x09;ascript:${js}`],
  ['javascript: url', 'named colon entity', (js) => `javascript&colon;${js}`],
  ['javascript: url', 'percent-encoded payload', (js) => `javascript:${encodeURIComponent(js)}`],
  ['javascript: url', 'percent-encoded scheme', (js) => `%6Aavascript:${js}`],
  ['javascript: url', 'comment and newline payload', (js) => `javascript://%0a${js}`],
  ['javascript: url', 'zero-width space in scheme', (js) => `java\u200Bscript:${js}`],
  ['javascript: url', 'non-breaking space before scheme', (js) => `\u00A0javascript:${js}`],
  [
    'javascript: url',
    'anchor with javascript href',
    (js) => `<a href="javascript:${js}">click me</a>`,
  ],
  [
    'javascript: url',
    'anchor with obfuscated href',
    (js) => `<a href=" &#14;javascript:${js}">click me</a>`,
  ],
  ['javascript: url', 'https then javascript', (js) => `https:javascript:${js}`],
  [
    'javascript: url',
    'polyglot',
    (js) =>
      `jaVasCript:/*-/*\`/*\\\`/*'/*"/**/(/* */oNcliCk=${js} )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=${js}//>\\x3e`,
  ],
  // data: URLs.
  ['data: url', 'data text/html', (js) => `data:text/html,<script>${js}</script>`],
  [
    'data: url',
    'data text/html base64',
    (js) => `data:text/html;base64,${b64(`<script>${js}</script>`)}`,
  ],
  ['data: url', 'data uppercase', (js) => `DATA:TEXT/HTML,<script>${js}</script>`],
  ['data: url', 'data application/javascript', (js) => `data:application/javascript,${js}`],
  ['data: url', 'data with no type', (js) => `data:,${js}`],
  [
    'data: url',
    'data xhtml',
    (js) =>
      `data:application/xhtml+xml,<html xmlns="http://www.w3.org/1999/xhtml"><script>${js}</script></html>`,
  ],
  [
    'data: url',
    'data svg onload',
    (js) => `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${js}"/>`,
  ],
  [
    'data: url',
    'data svg script base64',
    (js) =>
      `data:image/svg+xml;base64,${b64(`<svg xmlns="http://www.w3.org/2000/svg"><script>${js}</script></svg>`)}`,
  ],
  ['data: url', 'data image with html breakout', (js) => `data:image/png,"><script>${js}</script>`],
  [
    'data: url',
    'data image with quote breakout',
    (js) => `data:image/gif;base64,R0lGODlh" onerror="${js}`,
  ],
  [
    'data: url',
    'data text/html in iframe',
    (js) => `<iframe src="data:text/html,<script>${js}</script>"></iframe>`,
  ],
  // Other schemes.
  ['other scheme', 'vbscript', () => `vbscript:msgbox(1)`],
  ['other scheme', 'vbscript mixed case', (js) => `VbScRiPt:${js}`],
  ['other scheme', 'livescript', (js) => `livescript:${js}`],
  ['other scheme', 'protocol-relative', (_js, id) => `//xss-hit.invalid/${id}`],
  ['other scheme', 'backslash host', (_js, id) => `/\\xss-hit.invalid/${id}`],
  ['other scheme', 'double backslash host', (_js, id) => `\\\\xss-hit.invalid\\${id}`],
  ['other scheme', 'https with quote breakout', (js) => `https://example.com/" onmouseover="${js}`],
  [
    'other scheme',
    'https with single-quote breakout',
    (js) => `https://example.com/' onfocus='${js}' autofocus '`,
  ],
  [
    'other scheme',
    'https with tag breakout',
    (js) => `https://example.com/"><script>${js}</script>`,
  ],
  [
    'other scheme',
    'mailto with markup',
    (js) => `mailto:a@example.com?body=<script>${js}</script>`,
  ],
  ['other scheme', 'tel with markup', (js) => `tel:<svg onload=${js}>`],
  ['other scheme', 'relative path with breakout', (js) => `/"><img src=x onerror=${js}>`],
  ['other scheme', 'dot path with breakout', (js) => `./x" onerror="${js}`],
  ['other scheme', 'fragment with markup', (js) => `#"><img src=x onerror=${js}>`],
  // CSS.
  ['css', 'css expression', (js) => `<div style="width:expression(${js})">x</div>`],
  ['css', 'css url javascript', (js) => `<div style="background:url(javascript:${js})">x</div>`],
  ['css', 'style breakout', (js) => `</style><script>${js}</script>`],
  ['css', 'style element import', (js) => `<style>@import 'javascript:${js}';</style>`],
  ['css', 'style element url', (js) => `<style>*{background:url("javascript:${js}")}</style>`],
  ['css', 'declaration injection', (js) => `red;background:url(javascript:${js})`],
  ['css', 'rule breakout', (js) => `x}</style><img src=x onerror=${js}>`],
  ['css', 'moz-binding', (_js, id) => `x;-moz-binding:url(/xss-hit/${id}#xss)`],
  ['css', 'behavior', (_js, id) => `x;behavior:url(/xss-hit/${id}.htc)`],
  ['css', 'css escapes', (js) => `\\3c script\\3e ${js}\\3c /script\\3e`],
  ['css', 'font-family breakout', (js) => `Inter', "x"; background: url("javascript:${js}")`],
  ['css', 'link stylesheet', (js) => `<link rel=stylesheet href="javascript:${js}">`],
  // Broken or unclosed markup.
  ['broken markup', 'unclosed img', (js) => `<img src=x onerror=${js}`],
  ['broken markup', 'unclosed script', (js) => `<script>${js}`],
  ['broken markup', 'unclosed attribute', (js) => `<img src="x onerror=${js}`],
  ['broken markup', 'comment trick', (js) => `<!--<img src="--><img src=x onerror=${js}//">`],
  ['broken markup', 'cdata', (js) => `<![CDATA[<script>${js}</script>]]>`],
  [
    'broken markup',
    'xml processing instruction',
    (js) => `<?xml version="1.0"?><script>${js}</script>`,
  ],
  ['broken markup', 'quotes inside tag', (js) => `<img """><script>${js}</script>">`],
  ['broken markup', 'bogus closing tag', (js) => `</x onmouseover=${js}>`],
  ['broken markup', 'isindex', (js) => `<isindex action="javascript:${js}" type=image>`],
  // Attribute breakouts.
  ['attribute breakout', 'double quote tag', (js) => `"><script>${js}</script>`],
  ['attribute breakout', 'single quote tag', (js) => `'><script>${js}</script>`],
  ['attribute breakout', 'double quote handler', (js) => `" onmouseover="${js}" x="`],
  ['attribute breakout', 'single quote handler', (js) => `' onfocus='${js}' autofocus x='`],
  ['attribute breakout', 'unquoted handler', (js) => ` autofocus onfocus=${js} `],
  ['attribute breakout', 'backtick handler', (js) => '` onmouseover=' + js + ' x=`'],
  ['attribute breakout', 'img in alt', (js) => `" /><img src=x onerror=${js} alt="`],
  // Breakouts of other contexts: script blocks, JSON, template literals, template languages.
  ['context breakout', 'title breakout', (js) => `</title><script>${js}</script>`],
  ['context breakout', 'textarea breakout', (js) => `</textarea><script>${js}</script>`],
  ['context breakout', 'noscript breakout', (js) => `</noscript><script>${js}</script>`],
  ['context breakout', 'script block breakout', (js) => `</script><script>${js}</script>`],
  ['context breakout', 'script breakout uppercase', (js) => `</SCRIPT ><script>${js}</script>`],
  ['context breakout', 'script comment state', () => `<!--<script>`],
  ['context breakout', 'json string breakout', (js) => `"};${js};//`],
  ['context breakout', 'json single quote breakout', (js) => `';${js};//`],
  ['context breakout', 'escaped quote breakout', (js) => `\\";${js};//`],
  [
    'context breakout',
    'json object with script',
    (js) => `{"a":"</script><script>${js}</script>"}`,
  ],
  ['context breakout', 'template literal', (js) => `\${${js}}`],
  ['context breakout', 'template literal backtick', (js) => `\`;${js};\``],
  ['context breakout', 'angular template', (js) => `{{constructor.constructor('${js}')()}}`],
  ['context breakout', 'vue template', (js) => `{{_c.constructor('${js}')()}}`],
  ['context breakout', 'erb template', (js) => `<%= ${js} %>`],
  ['context breakout', 'line separators in script', (js) => `\u2028${js}\u2029`],
  [
    'context breakout',
    'line separator script breakout',
    (js) => `</script>\u2028<script>${js}</script>`,
  ],
  ['context breakout', 'html comment in script', (js) => `<!--<script>${js}</script>-->`],
  // Unicode tricks.
  ['unicode', 'rtl override', (js) => `\u202E<script>${js}</script>`],
  ['unicode', 'rtl override link', (js) => `\u202Ejavascript:${js}`],
  ['unicode', 'zero-width in tag', (js) => `<scr\u200Bipt>${js}</scr\u200Bipt>`],
  ['unicode', 'zero-width joiner in handler', (js) => `<img src=x on\u200Derror=${js}>`],
  ['unicode', 'fullwidth brackets', (js) => `＜script＞${js}＜/script＞`],
  ['unicode', 'fullwidth img', (js) => `＜img src=x onerror=${js}＞`],
  ['unicode', 'small less-than sign', (js) => `\uFE64script\uFE65${js}\uFE64/script\uFE65`],
  ['unicode', 'angle brackets', (js) => `\u3008script\u3009${js}\u3008/script\u3009`],
  ['unicode', 'null byte in tag', (js) => `<script\u0000>${js}</script>`],
  ['unicode', 'null byte in scheme', (js) => `java\u0000script:${js}`],
  ['unicode', 'null byte in handler', (js) => `<img src=x on\u0000error=${js}>`],
  ['unicode', 'byte order mark', (js) => `\uFEFF<script>${js}</script>`],
  ['unicode', 'long s', (js) => `<ſcript>${js}</ſcript>`],
  ['unicode', 'dotless i', (js) => `<ıframe src=javascript:${js}>`],
  ['unicode', 'combining mark', (js) => `<script\u0301>${js}</script>`],
  ['unicode', 'emoji', (js) => `😀<script>${js}</script>😀`],
  ['unicode', 'lone surrogate', (js) => `\uD800<script>${js}</script>`],
  ['unicode', 'overlong utf-8 as text', (js) => `%C0%BCscript%C0%BE${js}%C0%BC/script%C0%BE`],
  // Mutation XSS.
  [
    'mutation',
    'noscript title',
    (js) => `<noscript><p title="</noscript><img src=x onerror=${js}>">`,
  ],
  ['mutation', 'svg style', (js) => `<svg></p><style><a id="</style><img src=1 onerror=${js}>">`],
  [
    'mutation',
    'math mglyph',
    (js) => `<math><mtext><table><mglyph><style><img src=x onerror=${js}>`,
  ],
  [
    'mutation',
    'form math',
    (js) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${js}>`,
  ],
  ['mutation', 'backtick attribute', (js) => `<a title="\`"><img src=x onerror=${js}>\`">x</a>`],
  ['mutation', 'listing', (js) => `<listing>&lt;img src=x onerror=${js}&gt;</listing>`],
  ['mutation', 'template element', (js) => `<template><img src=x onerror=${js}></template>`],
  // Embedding.
  ['embedding', 'iframe javascript', (js) => `<iframe src="javascript:${js}"></iframe>`],
  ['embedding', 'iframe srcdoc', (js) => `<iframe srcdoc="<script>${js}</script>"></iframe>`],
  [
    'embedding',
    'iframe srcdoc encoded',
    (js) => `<iframe srcdoc="&lt;img src=x onerror=${js}&gt;"></iframe>`,
  ],
  ['embedding', 'object javascript', (js) => `<object data="javascript:${js}"></object>`],
  ['embedding', 'embed data', (js) => `<embed src="data:text/html,<script>${js}</script>">`],
  ['embedding', 'frameset', (js) => `<frameset onload=${js}>`],
  ['embedding', 'portal', (js) => `<portal src="javascript:${js}"></portal>`],
  // Navigation and forms.
  [
    'navigation',
    'meta refresh javascript',
    (js) => `<meta http-equiv="refresh" content="0;url=javascript:${js}">`,
  ],
  [
    'navigation',
    'meta refresh data',
    (js) => `<meta http-equiv="refresh" content="0;url=data:text/html,<script>${js}</script>">`,
  ],
  ['navigation', 'base href javascript', (js) => `<base href="javascript:${js}//">`],
  ['navigation', 'base href foreign', (_js, id) => `<base href="//xss-hit.invalid/${id}/">`],
  [
    'navigation',
    'form action',
    (js) => `<form action="javascript:${js}"><button>go</button></form>`,
  ],
  [
    'navigation',
    'button formaction',
    (js) => `<button form=x formaction="javascript:${js}">go</button>`,
  ],
  [
    'navigation',
    'area href',
    (js) =>
      `<map name=m><area shape=rect coords=0,0,999,999 href="javascript:${js}"></map><img usemap=#m src=x>`,
  ],
  ['navigation', 'link prefetch', (_js, id) => `<link rel=prefetch href="/xss-hit/${id}">`],
  // Encodings that must stay text.
  ['encoding', 'html entities', (js) => `&lt;script&gt;${js}&lt;/script&gt;`],
  ['encoding', 'numeric entities', (js) => `&#60;script&#62;${js}&#60;/script&#62;`],
  ['encoding', 'percent-encoded', (js) => `%3Cscript%3E${js}%3C%2Fscript%3E`],
  ['encoding', 'js hex escapes', (js) => `\\x3cscript\\x3e${js}\\x3c/script\\x3e`],
  ['encoding', 'js unicode escapes', (js) => `\\u003cscript\\u003e${js}\\u003c/script\\u003e`],
  ['encoding', 'double-encoded', (js) => `%253Cscript%253E${js}%253C/script%253E`],
  ['encoding', 'utf-7', () => `+ADw-script+AD4-alert(1)+ADw-/script+AD4-`],
];

/** What a vector calls if it runs: a dialog for odd ids, the page's recorder for even ones. */
export const payloadFor = (id: number) => (id % 2 === 1 ? `alert(${id})` : `xss(${id})`);

export const XSS_VECTORS: XssVector[] = recipes.map(([category, name, make], index) => {
  const id = index + 1;
  return { id, category, name, value: make(payloadFor(id), id) };
});

/** For fields of two or three characters (case-study numbers): the starts of markup. */
export const TINY_VECTORS = ['<s', '">', "'<", '</', '<!', '&#', '<i', '`$', '{{', '\u0000<'];
