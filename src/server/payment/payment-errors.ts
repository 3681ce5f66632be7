/** A callback whose signature does not verify (or cannot be read): answered 400, changes nothing. */
export class PaymentSignatureError extends Error {}

/** A verified provider event that is not about a payment outcome (e.g. Stripe's other event types): acknowledged, ignored. */
export class IgnoredPaymentEvent extends Error {}
