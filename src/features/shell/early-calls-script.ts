/**
 * The head's second inline script (decision 0230): for a member with a valid stored token, it sends the reads this
 * page made on the member's last visit (localStorage `earlyCalls`, written by src/lib/early-calls.ts) before any
 * island loads, and leaves the pending answers in `window.__ugiftEarly` for the API client to take. Only paths of this
 * origin are requested, so the token never leaves it; at most three requests.
 *
 * Its SHA-256 is in the Content-Security-Policy (src/server/http/security-headers.ts and netlify.toml).
 */
export const EARLY_CALLS_SCRIPT =
  "try{var u=JSON.parse(localStorage.getItem('authUser')||'null'),a=JSON.parse(localStorage.getItem('authAPI')||'null'),c=JSON.parse(localStorage.getItem('earlyCalls')||'null'),l=u&&Number(u.member_id)>0&&a&&typeof a.api_token==='string'&&Number(a.api_token_expiry)>=Date.now()/1000&&c&&c[location.pathname+location.search];if(Array.isArray(l))window.__ugiftEarly=l.slice(0,3).filter(function(x){return x&&typeof x.body==='string'&&typeof x.url==='string'&&/^\\/[^/\\\\]/.test(x.url)}).map(function(x){return{url:x.url,body:x.body,token:a.api_token,answer:fetch(x.url,{method:'POST',headers:{Authorization:'Bearer '+a.api_token,'Content-Type':'application/x-www-form-urlencoded;charset=UTF-8'},body:x.body}).then(function(r){return r.json().then(function(d){return{status:r.status,data:d}})}).catch(function(){return{status:0}})}})}catch(e){}";
