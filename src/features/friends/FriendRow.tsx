import type { ReactNode } from 'react';
import Avatar from '../../components/shop/Avatar.tsx';

/** One person in a friends list: picture or initial, name and the row's actions. */
export default function FriendRow({
  name,
  picture,
  children,
  testId,
}: {
  name: string;
  picture: string;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <li className="friend-row" data-testid={testId}>
      <Avatar name={name} src={picture} size={44} />
      <span className="friend-row__name">{name}</span>
      <span className="friend-row__actions">{children}</span>
    </li>
  );
}
