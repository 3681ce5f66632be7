import type { ReactNode } from 'react';
import { AppBar, Layout, Logout, UserMenu, useGetIdentity } from 'react-admin';
import { ConsoleMenu } from './ConsoleMenu.tsx';

/**
 * The console's frame. Its user menu button shows the staff member's name; its accessible name starts with that name
 * (react-admin's default, "Profile", differs from the visible text, which WCAG 2.5.3 "label in name" refuses).
 */
function NamedUserMenu() {
  const { identity } = useGetIdentity();
  return (
    <UserMenu label={identity?.fullName ? `${identity.fullName}, profile` : 'Profile'}>
      <Logout />
    </UserMenu>
  );
}

const ConsoleAppBar = () => <AppBar userMenu={<NamedUserMenu />} />;

export const AdminLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={ConsoleAppBar} menu={ConsoleMenu}>
    {children}
  </Layout>
);
