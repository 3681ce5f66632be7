import { formatMoney } from '../../shared/money.ts';
import { BASE } from '../../shared/base-path.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

export interface SandboxPageInput {
  ref: string;
  orderNo: string;
  amount: number;
  currency: string;
  /** created | paid | declined */
  status: string;
  orderPending: boolean;
  returnPath: string;
}

/** The sandbox gateway's hosted cashier page: the amount, Pay and Decline. Plain HTML, no script. */
export function sandboxCashierHtml(p: SandboxPageInput): string {
  const amount = esc(formatMoney(p.amount, p.currency));
  const open = p.orderPending && p.status !== 'paid';
  const action = `${BASE}/payment/sandbox/${encodeURIComponent(p.ref)}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox Cashier · Ugift</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#eef1f6;color:#1b2433}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.bar{background:#2b2f3a;color:#fff;padding:14px 16px;font-weight:700;display:flex;justify-content:space-between;align-items:center}
.bar span{font-size:.75rem;font-weight:600;background:#ffb020;color:#2b2f3a;border-radius:999px;padding:2px 10px}
.card{background:#fff;border-radius:14px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.1)}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 20px}dt{color:#4f5b6d}dd{margin:0;text-align:right;font-weight:600}
.amount{font-size:2rem;font-weight:800;text-align:center;margin:8px 0 20px}
button{width:100%;min-height:48px;border-radius:999px;font-size:1rem;font-weight:700;border:2px solid #1f5fd6;margin-top:10px;cursor:pointer}
.pay{background:#1f5fd6;color:#fff}.decline{background:#fff;color:#c62828;border-color:#c62828}
p.note{color:#4f5b6d;font-size:.85rem;text-align:center}
a{color:#1f5fd6}
</style></head>
<body><div class="bar">Sandbox Cashier <span>TEST MODE</span></div>
<main><div class="card">
<h1 style="font-size:1.1rem;margin:0 0 4px">Pay Ugift</h1>
<p class="amount" data-testid="cashier-amount">${amount}</p>
<dl><dt>Order</dt><dd>${esc(p.orderNo)}</dd><dt>Merchant</dt><dd>Ugift</dd><dt>Status</dt><dd>${esc(p.status)}</dd></dl>
${
  open
    ? `<form method="post" action="${action}/pay"><button class="pay" type="submit">Pay ${amount}</button></form>
<form method="post" action="${action}/decline"><button class="decline" type="submit">Decline</button></form>`
    : `<p class="note">This payment can no longer be changed.</p><p class="note"><a href="${esc(p.returnPath)}">Back to the shop</a></p>`
}
</div>
<p class="note">No money moves: the sandbox reports the result to the shop through a signed callback, like a real gateway.</p>
</main></body></html>`;
}
