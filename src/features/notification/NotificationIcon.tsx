import { Icon, type IconName } from '../../components/ui/Icon.tsx';

/** A picture for a notification without an image, by its type. */
const ICON_OF = { friend: 'invite', order: 'gift', voucher: 'voucher', news: 'bell' } as const satisfies Record<string, IconName>;

function groupOf(type: string): keyof typeof ICON_OF {
  if (type.endsWith('_friend')) return 'friend';
  if (type.endsWith('_order')) return 'order';
  if (type.endsWith('_evoucher')) return 'voucher';
  return 'news';
}

export default function NotificationIcon({ type }: { type: string }) {
  return (
    <span className={`notice__icon notice__icon--${groupOf(type)}`} aria-hidden="true">
      <Icon name={ICON_OF[groupOf(type)]} size={26} strokeWidth={1.8} />
    </span>
  );
}
