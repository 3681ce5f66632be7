/**
 * The one inline script of our own (decision 0226), run in the head of every app page before anything is painted.
 * It only picks what the prerendered HTML shows first; every island decides from its stores once hydrated.
 *
 * - `<html data-member>` when a member is stored on this device. The prerendered HTML of a screen that needs a member
 *   (SessionPending) holds both the login prompt and the member's skeleton, and CSS shows the one this mark selects,
 *   so a guest sees the prompt at the first paint instead of after hydration.
 * - On a members-only route (`<html data-members-only="<the login URL>">`), a guest is sent to /login at once, the
 *   page remembered for after login (sessionStorage `returnTo`, as src/lib/route-guard.ts remembers it), instead of
 *   seeing the page's skeleton until hydration redirects.
 * - On a page with URL-keyed snapshot parts (`<html data-snapshot-country>`: /products, /product-details,
 *   /gift-card-product, /campaign): for a guest whose market is the snapshot's, a style rule that shows the
 *   `.list-variant` the URL names (`data-variant="<type>-<id>"`, `id-<id>` without a type) and hides its
 *   `.list-fallback` skeleton. The key is checked against a strict pattern before it enters the rule.
 * - On the search page (`<html data-snapshot-search>`, decision 0228): a rule that shows the catalogue snapshot with
 *   only the rows whose `data-search` contains every word of `q`, lower-cased and split as list_product splits them
 *   (at most 8; none when `q` is longer than the API takes), and hides the skeleton when a row matches. Every character
 *   of a word but letters and digits enters the rule as a CSS escape.
 *
 * Its SHA-256 is in the Content-Security-Policy (src/server/http/security-headers.ts and netlify.toml);
 * tests/unit/platform/security-headers.test.ts and tests/build/site.spec.ts check it.
 */
export const FIRST_PAINT_HINTS_SCRIPT =
  "try{var d=document.documentElement,u=JSON.parse(localStorage.getItem('authUser')||'null'),m=u&&Number(u.member_id)>0,c=localStorage.getItem('country')||'',s=d.getAttribute('data-snapshot-country'),q=new URLSearchParams(location.search),k=(q.get('type')||'id')+'-'+(q.get('id')||''),r='';if(m)d.setAttribute('data-member','');var l=d.getAttribute('data-members-only');if(l&&!u){try{sessionStorage.setItem('returnTo',location.pathname+location.search)}catch(e){}location.replace(l)}else if(s&&!m&&(c===''||c==='0'||c===s)){if(d.getAttribute('data-snapshot-search')!==null){var t=q.get('q')||'',w=t.toLowerCase().split(/\\s+/).filter(Boolean).slice(0,8).map(function(x){return'[data-search*=\"'+x.replace(/[^\\p{L}\\p{N}]/gu,function(h){return'\\\\'+h.codePointAt(0).toString(16)+' '})+'\"]'}).join('');if(w&&t.length<=100)r='.list-variant[data-variant=\"search\"]{display:block}.list-variant[data-variant=\"search\"] [data-search]:not('+w+'){display:none}:has(>.list-variants '+w+')>.list-fallback{display:none}'}else if(/^[a-z_]{1,20}-[0-9]{1,9}$/.test(k))r='.list-variant[data-variant=\"'+k+'\"]{display:block}:has(>.list-variants [data-variant=\"'+k+'\"])>.list-fallback{display:none}';if(r){var e=document.createElement('style');e.textContent=r;document.head.appendChild(e)}}}catch(e){}";
