import type { ErrorCode } from '../../shared/api/error-codes.ts';
import { hmacSha256Hex, safeEqual } from '../platform/crypto.ts';
import { ApiError } from '../platform/api-error.ts';

/** How far a signed request's timestamp may be from the server clock. */
export const SIGNATURE_WINDOW_SECONDS = 300;

/**
 * Checks a request signed the old client's way: hex HMAC-SHA256 of `signed` under the signing key, with a unix
 * timestamp within 300 s of now (docs/decisions/0003). `code` is the refusal's error code (401 for the token call).
 */
export function assertSignedRequest(input: {
  secret: string;
  now: Date;
  timestamp: number;
  signed: string;
  signature: string;
  signatureField: string;
  code: ErrorCode;
}): void {
  const nowSeconds = Math.floor(input.now.getTime() / 1000);
  if (Math.abs(nowSeconds - input.timestamp) > SIGNATURE_WINDOW_SECONDS) {
    throw new ApiError(input.code, 'timestamp: is more than 300 seconds away from the server time', { field: 'timestamp' });
  }
  if (!safeEqual(hmacSha256Hex(input.secret, input.signed), input.signature.toLowerCase())) {
    throw new ApiError(input.code, `${input.signatureField}: signature does not match`, { field: input.signatureField });
  }
}
