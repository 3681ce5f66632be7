import { z } from 'zod';
import { BASE } from '../../../shared/base-path.ts';
import { readersOf } from '../../../shared/admin/resources.ts';
import { signInInput } from '../../../shared/admin/staff.ts';
import { refundInput } from '../orders/orders-resource.ts';
import { readdressInput } from '../orders/gift-email-actions.ts';
import { redemptionInput, redemptionLookupInput, voucherAtCounter } from '../../../shared/admin/redemption.ts';
import { orderEmailAnswer, orderRefundAnswer, orderReissueCodeAnswer, orderReissueLinkAnswer } from '../../../shared/admin/order.ts';
import { groupGiftCancelAnswer } from '../../../shared/admin/group-gift.ts';
import { statementRecord } from '../../../shared/admin/finance.ts';
import type { AdminResourceDef } from '../http/resource-routes.ts';
import { dashboardAnswer, DASHBOARD_PERIODS } from '../../../shared/admin/dashboard.ts';

type Json = Record<string, unknown>;

const toJson = (schema: z.ZodType, io: 'input' | 'output' = 'input'): Json => {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
  delete json.$schema;
  return json;
};

/** An operation's id from its resource and verb: ordersList, ordersRefund (client generators name calls by it). */
const operationId = (name: string, verb: string) => `${name.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase())}${verb}`;

const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
const json = (ref: string) => ({ 'application/json': { schema: { $ref: `#/components/schemas/${ref}` } } });
/** An answer described by a schema of components.schemas. */
const answered = (description: string, ref: string) => ({ description, content: json(ref) });

const failure = { $ref: '#/components/schemas/ApiFailure' };
const errors = (codes: number[]) =>
  Object.fromEntries(codes.map((s) => [String(s), { description: String(s), content: { 'application/json': { schema: failure } } }]));

const listParams = [
  { name: 'sort', in: 'query', schema: { type: 'string' }, example: '["id","ASC"]', description: 'JSON ["field","ASC"|"DESC"]' },
  { name: 'range', in: 'query', schema: { type: 'string' }, example: '[0,24]', description: 'JSON [first,last], at most 200 rows' },
  { name: 'filter', in: 'query', schema: { type: 'string' }, example: '{"q":"coffee"}', description: 'JSON object of filters' },
];

/**
 * The admin API as OpenAPI 3.1, generated from the same zod schemas that check every request (react-admin's simple
 * REST conventions). Served at /UgiftWeb/admin/api/openapi.json; the reference page renders it.
 */
export function adminOpenApi(resources: AdminResourceDef[]): Json {
  const schemas: Json = {
    ApiFailure: {
      type: 'object',
      required: ['success', 'code', 'message'],
      properties: {
        success: { const: false },
        code: { type: 'string' },
        message: { type: 'string' },
        field: { type: 'string' },
        reason: { type: 'string' },
        errors: { type: 'object', description: 'per field, nested like the body' },
      },
    },
    SignIn: toJson(signInInput),
    Refund: toJson(refundInput),
    RedemptionLookup: toJson(redemptionLookupInput),
    Redemption: toJson(redemptionInput),
    Dashboard: toJson(dashboardAnswer, 'output'),
    Readdress: toJson(readdressInput),
    VoucherAtCounter: toJson(voucherAtCounter, 'output'),
    'orders.refund': toJson(orderRefundAnswer, 'output'),
    'orders.reissueLink': toJson(orderReissueLinkAnswer, 'output'),
    'orders.reissueCode': toJson(orderReissueCodeAnswer, 'output'),
    'orders.email': toJson(orderEmailAnswer, 'output'),
    'group-gifts.cancel': toJson(groupGiftCancelAnswer, 'output'),
    'settlements.pay': toJson(statementRecord, 'output'),
  };
  /** A support action on one order (audited): its path, id, summary and answer. */
  const orderAction = (operation: string, summary: string, answer: string, body?: string) => ({
    parameters: [idParam],
    post: {
      operationId: operation,
      summary,
      ...(body ? { requestBody: { content: json(body) } } : {}),
      responses: { 200: answered('the answer', answer), ...errors([400, 401, 403, 404, 409]) },
    },
  });
  const paths: Json = {
    '/session': {
      post: {
        summary: 'Sign in (sets the HttpOnly session cookie)',
        operationId: 'sessionSignIn',
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/SignIn' } } } },
        responses: { 200: { description: 'the staff member' }, ...errors([400, 401, 403, 429]) },
      },
      get: {
        summary: 'Who is signed in',
        operationId: 'sessionRead',
        responses: { 200: { description: 'the staff member' }, ...errors([401]) },
      },
      delete: { summary: 'Sign out', operationId: 'sessionSignOut', responses: { 200: { description: 'signed out' }, ...errors([403]) } },
    },
    '/uploads': {
      post: {
        summary: 'Upload an image (multipart field file; PNG, JPEG, GIF or WebP by magic bytes; at most 5 MB)',
        operationId: 'uploadsCreate',
        responses: { 201: { description: '{ url }' }, ...errors([400, 401, 403, 413, 415]) },
      },
    },
    '/orders/{id}/refund': {
      parameters: [idParam],
      post: {
        operationId: 'ordersRefund',
        summary: 'Cancel a paid order with a refund (support)',
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Refund' } } } },
        responses: { 200: answered('the order with the refund', 'orders.refund'), ...errors([400, 401, 403, 404, 409]) },
      },
    },
    '/orders/{id}/reissue-link': orderAction(
      'ordersReissueLink',
      'A new share link for a paid gift nobody has redeemed yet (support; the old link stops working)',
      'orders.reissueLink',
    ),
    '/orders/{id}/vouchers/{voucher}/reissue': {
      ...orderAction(
        'ordersReissueCode',
        'A new code for an active voucher of the order (support; the old code stops working, the member reads the new one)',
        'orders.reissueCode',
      ),
      parameters: [idParam, { ...idParam, name: 'voucher' }],
    },
    '/orders/{id}/resend-email': orderAction(
      'ordersResendEmail',
      "Send a gift's e-mail again to the same address and link (support; decision 0267)",
      'orders.email',
    ),
    '/orders/{id}/readdress-email': orderAction(
      'ordersReaddressEmail',
      "Send a gift's e-mail to another address until it is opened (support; the old link stops working; decision 0267)",
      'orders.email',
      'Readdress',
    ),
    '/settlements/{id}/pay': {
      parameters: [idParam],
      post: {
        operationId: 'settlementsPay',
        summary: 'Record a statement paid once its day has ended, and post the payout (admin, finance; audited)',
        responses: { 200: answered('the statement, paid', 'settlements.pay'), ...errors([401, 403, 404, 409]) },
      },
    },
    '/group-gifts/{id}/cancel': {
      parameters: [idParam],
      post: {
        operationId: 'groupGiftsCancel',
        summary: 'Cancel an open group gift and refund every contribution to where it came from (support; decision 0258)',
        responses: {
          200: answered('the group gift, cancelled, with what was refunded', 'group-gifts.cancel'),
          ...errors([401, 403, 404, 409]),
        },
      },
    },
    '/dashboard': {
      get: {
        summary: "The console's home figures over the last days (every role but merchant; decision 0238)",
        operationId: 'dashboardRead',
        parameters: [{ name: 'days', in: 'query', schema: { type: 'integer', enum: [...DASHBOARD_PERIODS], default: 30 } }],
        responses: {
          200: { description: 'the figures', content: { 'application/json': { schema: { $ref: '#/components/schemas/Dashboard' } } } },
          ...errors([400, 401, 403]),
        },
      },
    },
    '/redemptions/lookup': {
      post: {
        summary: "Look a voucher code up at the counter (merchant): the voucher's state, value, balance, masked holder",
        operationId: 'redemptionsLookup',
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/RedemptionLookup' } } } },
        responses: {
          200: answered("the voucher's state, value, balance and masked holder", 'VoucherAtCounter'),
          ...errors([400, 401, 403, 404, 429]),
        },
      },
    },
  };
  for (const r of resources) {
    const name = r.name;
    const roles = ['admin', ...readersOf(name)].join(', ');
    const record = r.record ? `${name}.record` : undefined;
    if (r.record) schemas[`${name}.record`] = toJson(r.record, 'output');
    // a list whose rows are lighter than the record (orders, group gifts) describes its own row
    const row = r.listRecord ? `${name}.listRecord` : record;
    if (r.listRecord) schemas[`${name}.listRecord`] = toJson(r.listRecord, 'output');
    const answer = (description: string) => ({ description, ...(record ? { content: json(record) } : {}) });
    const base: Json = {
      get: {
        summary: `List ${name} (roles: ${roles})`,
        operationId: operationId(name, 'List'),
        parameters: listParams,
        responses: {
          200: {
            description: 'an array; Content-Range header',
            ...(row
              ? { content: { 'application/json': { schema: { type: 'array', items: { $ref: `#/components/schemas/${row}` } } } } }
              : {}),
          },
          ...errors([400, 401, 403]),
        },
      },
    };
    const one: Json = {
      get: {
        summary: `Read one of ${name}`,
        operationId: operationId(name, 'Read'),
        responses: { 200: answer('the record'), ...errors([401, 403, 404]) },
      },
    };
    if (r.create) {
      schemas[`${name}.create`] = toJson(r.create.schema);
      base.post = {
        summary: `Create one of ${name} (audited)`,
        operationId: operationId(name, 'Create'),
        requestBody: { content: json(`${name}.create`) },
        responses: { 201: answer('the record'), ...errors([400, 401, 403]) },
      };
    }
    if (r.update) {
      schemas[`${name}.update`] = toJson(r.update.schema);
      one.put = {
        summary: `Save one of ${name} with the version you loaded (audited; 409 when someone saved meanwhile)`,
        operationId: operationId(name, 'Save'),
        requestBody: { content: json(`${name}.update`) },
        responses: { 200: answer('the record'), ...errors([400, 401, 403, 404, 409]) },
      };
    }
    if (r.remove)
      one.delete = {
        summary: `Delete one of ${name} (audited)`,
        operationId: operationId(name, 'Delete'),
        responses: { 200: answer('the deleted record'), ...errors([401, 403, 404]) },
      };
    if (name === 'redemptions')
      base.post = {
        summary: 'Redeem a voucher at one of your outlets (merchant; amount in minor units for stored-value vouchers; audited)',
        operationId: 'redemptionsCreate',
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Redemption' } } } },
        responses: {
          201: answered("the voucher's new state", 'VoucherAtCounter'),
          ...errors([400, 401, 403, 404, 409, 429]),
        },
      };
    paths[`/${name}`] = base;
    paths[`/${name}/{id}`] = { parameters: [idParam], ...one };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Ugift back office API', version: '1.0.0', description: 'Staff only: session cookie, Origin checked on every change.' },
    servers: [{ url: `${BASE}/admin/api` }],
    paths,
    components: { schemas, securitySchemes: { staffSession: { type: 'apiKey', in: 'cookie', name: 'ugift_staff' } } },
    security: [{ staffSession: [] }],
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** A plain HTML reference of the document (no scripts: the page follows the site's CSP). */
export function adminReferencePage(doc: Json): string {
  const paths = doc.paths as Record<string, Record<string, { summary?: string; requestBody?: unknown }>>;
  const schemas = (doc.components as { schemas: Json }).schemas;
  const rows = Object.entries(paths)
    .flatMap(([p, ops]) =>
      Object.entries(ops)
        .filter(([m]) => m !== 'parameters')
        .map(
          ([m, op]) =>
            `<tr><td><code>${m.toUpperCase()}</code></td><td><code>${escapeHtml(p)}</code></td><td>${escapeHtml(op.summary ?? '')}</td></tr>`,
        ),
    )
    .join('');
  const models = Object.entries(schemas)
    .map(
      ([n, s]) => `<section><h3 id="${escapeHtml(n)}">${escapeHtml(n)}</h3><pre>${escapeHtml(JSON.stringify(s, null, 2))}</pre></section>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ugift back office API reference</title><meta name="viewport" content="width=device-width, initial-scale=1"><style>body{font:15px/1.5 system-ui,sans-serif;max-width:1100px;margin:2rem auto;padding:0 1rem;color:#1a1a1a}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}pre{background:#f5f5f5;padding:.75rem;overflow:auto;font-size:13px}</style></head><body><main><h1>Ugift back office API</h1><p>Base path <code>${BASE}/admin/api</code>. Lists follow react-admin's simple REST conventions (<code>sort</code>, <code>range</code>, <code>filter</code>, <code>Content-Range</code>). The machine-readable document is <a href="${BASE}/admin/api/openapi.json">openapi.json</a>.</p><h2>Endpoints</h2><table><thead><tr><th scope="col">Method</th><th scope="col">Path</th><th scope="col">What it does</th></tr></thead><tbody>${rows}</tbody></table><h2>Schemas</h2>${models}</main></body></html>`;
}
