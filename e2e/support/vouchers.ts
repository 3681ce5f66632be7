import type { APIRequestContext } from '@playwright/test';
import { aProduct, MALAYSIA } from './products.ts';
import { buyForSelf } from './purchase.ts';
import type { Session } from './session.ts';

const CODE_TYPES = ['qrcode', 'barcode', 'alphanumeric', 'url'] as const;
export type CodeType = (typeof CODE_TYPES)[number];

export interface Purchase {
  orderId: number;
  /** the English name of the product of each code type */
  names: Record<CodeType, string>;
}

/**
 * A Malaysian product of each code type (QR, barcode, text, link; the test's own, made by the catalogue role), bought
 * for oneself in one paid order through the API (e2e/support/purchase.ts): the page is left alone.
 */
export async function buyEachCodeType(request: APIRequestContext, baseURL: string, who: Session): Promise<Purchase> {
  const products = await Promise.all(
    CODE_TYPES.map((codeType) =>
      aProduct(baseURL, { countryId: MALAYSIA, codeType, price: 30, name: `Voucher ${codeType} ${Date.now().toString(36)}` }),
    ),
  );
  const paid = await buyForSelf(
    request,
    who,
    products.map((p) => p.id),
    String(MALAYSIA),
  );
  const names = Object.fromEntries(CODE_TYPES.map((c, i) => [c, products[i].name])) as Record<CodeType, string>;
  return { orderId: paid.orderId, names };
}
