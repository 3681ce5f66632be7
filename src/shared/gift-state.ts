/**
 * One state per gift (decision 0241): every label about an order (order details, the My Purchases lists, the payment
 * status page) comes from the state this pure function gives, so no two screens, and no two rows of one screen, can
 * contradict each other. The server computes it (it alone knows whether the recipient used the gift) and sends it as
 * gift_state; each screen words it for its reader with giftStateWord, a recipient in a recipient's words.
 */
export const GIFT_STATES = [
  /** Pending: waiting for payment */
  'unpaid',
  'cancelled',
  'refunded',
  /** a campaign's reward order */
  'reward',
  'self_use',
  /** paid for someone else, not sent yet */
  'draft',
  /** not sent since its last recipient declined it */
  'declined',
  /** not sent since its sender took it back */
  'taken_back',
  'scheduled',
  /** sent to a phone number that has no member yet */
  'waiting',
  'sent',
  'opened',
  'redeemed',
] as const;
export type GiftState = (typeof GIFT_STATES)[number];
export type GiftViewer = 'owner' | 'recipient';

export interface GiftFacts {
  payment_status: string;
  order_status: string;
  /** someone other than the sender has opened it */
  opened: boolean;
  /** its recipient redeemed it: through its link, or by using any of its vouchers or cards */
  used: boolean;
  /** the last decline and the last take-back, in ms (null when none) */
  declined_at: number | null;
  taken_back_at: number | null;
}

/** The state of an order as a gift. */
export function giftState(f: GiftFacts): GiftState {
  switch (f.payment_status) {
    case 'Pending':
    case 'Basket':
      return 'unpaid';
    case 'Cancelled':
      return 'cancelled';
    case 'Refunded':
      return 'refunded';
  }
  switch (f.order_status) {
    case 'Self-Use':
      return 'self_use';
    case 'Scheduled':
      return 'scheduled';
    case 'Waiting':
      return 'waiting';
    case 'Received':
      return 'redeemed';
    case 'Gifted':
      return f.used ? 'redeemed' : f.opened ? 'opened' : 'sent';
  }
  if (f.payment_status === 'Campaign Redemption') return 'reward';
  // an unsent gift: the newer of a decline and a take-back is news until it is sent again
  const declined = f.declined_at ?? -1;
  const takenBack = f.taken_back_at ?? -1;
  if (declined < 0 && takenBack < 0) return 'draft';
  return declined >= takenBack ? 'declined' : 'taken_back';
}

/**
 * The word key (locales/<lang>/order.json giftState.<key>) a reader sees for a state. A recipient never reads "Sent": a gift that
 * reached them is new until they open it, then received, then redeemed.
 */
export function giftStateWord(state: GiftState, viewer: GiftViewer): string {
  if (viewer === 'recipient') {
    if (state === 'sent') return 'newGift';
    if (state === 'opened') return 'received';
  }
  return state;
}

/** The facts of a gift's path a screen shows, in order, for the state and the reader (each when it has a date). */
export type GiftFact = 'sentOn' | 'openedOn' | 'notOpened' | 'redeemedOn' | 'scheduledFor' | 'waitingFor' | 'declined' | 'takenBack';

export function giftTimeline(state: GiftState, viewer: GiftViewer, redeemedThroughLink: boolean): GiftFact[] {
  if (viewer === 'recipient') return state === 'redeemed' ? ['redeemedOn'] : [];
  switch (state) {
    case 'scheduled':
      return ['scheduledFor'];
    case 'waiting':
      return ['waitingFor'];
    case 'sent':
      return ['sentOn', 'notOpened'];
    case 'opened':
      return ['sentOn', 'openedOn'];
    // a link is sent and redeemed in one step: opened, then redeemed (never "Sent on" after "Opened on")
    case 'redeemed':
      return redeemedThroughLink ? ['openedOn', 'redeemedOn'] : ['sentOn', 'openedOn', 'redeemedOn'];
    case 'declined':
      return ['declined'];
    case 'taken_back':
      return ['takenBack'];
    default:
      return [];
  }
}

/** States in which the gift has left its sender: the My Purchases → Sent list. */
export const SENT_STATES: readonly GiftState[] = ['scheduled', 'waiting', 'sent', 'opened', 'redeemed'];
