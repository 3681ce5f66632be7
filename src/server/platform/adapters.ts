/** Interfaces of the third parties that sit behind adapters; each has a built-in local implementation. */

export interface SmsAdapter {
  readonly name: string;
  /** true only for the console adapter: the code may be echoed to the demo client as a hint */
  readonly exposesCode: boolean;
  send(toE164: string, text: string): Promise<void>;
}

export interface FacebookProfile {
  id: string;
  name: string;
  picture: string;
}

export interface FacebookAdapter {
  readonly configured: boolean;
  /** Verifies a user access token with the Graph API and answers the profile it belongs to. */
  verifyAccessToken(accessToken: string): Promise<FacebookProfile>;
}

export interface StoredFile {
  key: string;
  mime: string;
  size: number;
}

export interface StorageAdapter {
  put(key: string, bytes: Uint8Array, mime: string): Promise<StoredFile>;
  get(key: string): Promise<Uint8Array | null>;
}

export interface CheckoutSession {
  /** the URL the shopper's browser is sent to */
  url: string;
  /** the provider's reference for this payment */
  ref: string;
}

export interface PaymentEvent {
  eventId: string;
  ref: string;
  /** paid | declined */
  outcome: 'paid' | 'declined';
  /** what the provider says it took, in minor units and upper-case ISO currency, when the event tells */
  amount?: number;
  currency?: string;
  payload: unknown;
}

export interface PaymentAdapter {
  readonly name: string;
  /** how long a checkout session can be paid after it was opened, when the provider does not enforce it itself */
  readonly sessionTtlMs?: number;
  createCheckout(input: {
    orderId: number;
    orderNo: string;
    amount: number;
    currency: string;
    returnUrl: string;
  }): Promise<CheckoutSession>;
  /** Verifies a callback's signature and reads it; throws on a bad signature. */
  parseCallback(rawBody: string, headers: Record<string, string | undefined>, now: Date): Promise<PaymentEvent>;
  /** Gives back `amount` (minor units) of the payment made through checkout session `ref`; answers the refund's id. */
  refund(input: { ref: string; amount: number; currency: string }): Promise<{ refundRef: string }>;
}

export interface Adapters {
  sms: SmsAdapter;
  email: EmailAdapter;
  facebook: FacebookAdapter;
  storage: StorageAdapter;
  payment: PaymentAdapter | null;
}

/** One e-mail: both parts, and the headers a reply or a bounce report needs. */
export interface EmailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** The provider took the message; its Message-ID, by which a bounce report names it later. */
export interface EmailReceipt {
  messageId: string;
}

/**
 * The provider refused the message for good (an SMTP 5xx: no such mailbox, domain unknown); sending again cannot help,
 * so the gift shows Bounced. Any other failure (a 4xx, a dropped connection) is worth another try.
 */
export class EmailRejected extends Error {
  readonly responseCode: number;
  constructor(message: string, responseCode: number) {
    super(message);
    this.name = 'EmailRejected';
    this.responseCode = responseCode;
  }
}

export interface EmailAdapter {
  readonly name: string;
  /** Sends one message; throws EmailRejected on a permanent refusal, any other error on a passing one. */
  send(message: EmailMessage): Promise<EmailReceipt>;
}
