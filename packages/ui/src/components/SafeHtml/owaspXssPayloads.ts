// Plain data without DOM types: the server's tests store the same payloads (packages/server/test/support/xss.ts).
/**
 * Script-injection payloads from the OWASP XSS Filter Evasion Cheat Sheet (and a few mutation-XSS
 * classics), each trying to set `window.__xss`. Tests store them in news, titles and messages and
 * check that the console and the site render them inert.
 */
export const OWASP_XSS_PAYLOADS: readonly string[] = [
  '<script>window.__xss = "script"</script>',
  '"><script>window.__xss = "breakout"</script>',
  '<img src=x onerror="window.__xss = \'onerror\'">',
  '<IMG SRC="javascript:window.__xss=\'img-js\';">',
  '<IMG SRC=JaVaScRiPt:window.__xss=1>',
  '<IMG SRC="jav&#x09;ascript:window.__xss=1;">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=1>',
  '<svg/onload=window.__xss="svg">',
  '<svg><script>window.__xss="svg-script"</script></svg>',
  '<a href="javascript:window.__xss=\'link\'">click me</a>',
  '<a href="  jav&#x0A;ascript:window.__xss=1">newline link</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==">data link</a>',
  '<BODY ONLOAD=window.__xss="body">',
  '<iframe src="javascript:window.__xss=\'iframe\'"></iframe>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<details open ontoggle="window.__xss=\'details\'">x</details>',
  '<input autofocus onfocus="window.__xss=\'input\'">',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '<div style="background-image: url(javascript:window.__xss=1)">styled</div>',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:window.__xss=1;">',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=\'mxss\'">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=\'noscript\'>">',
  '<video><source onerror="window.__xss=\'video\'"></video>',
];
