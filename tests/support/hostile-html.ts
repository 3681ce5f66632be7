/** Hostile HTML as it could be stored in product, campaign or voucher text; none of it may survive the one policy. */
export const HOSTILE = [
  '<script>window.__ugiftXss = 1</script><p>hi</p>',
  '<img src=x onerror="window.__ugiftXss=1">',
  '<a href="javascript:window.__ugiftXss=1">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">tab</a>',
  '<a href="JaVaScRiPt:alert(1)">case</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<a href="//evil.example/x">protocol-relative</a>',
  '<p onclick="window.__ugiftXss=1" style="position:fixed">styled</p>',
  '<iframe src="https://evil.example"></iframe>',
  '<style>body{display:none}</style>',
  '<svg onload="window.__ugiftXss=1"><circle r="1"/></svg>',
  '<math><mi xlink:href="javascript:alert(1)">m</mi></math>',
  '<form action="https://evil.example"><input name="card"></form>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<a href="https://shop.example" target="_self" rel="opener" onmouseover="x()">ok link</a>',
];
