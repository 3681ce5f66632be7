import { Divider, ListSubheader } from '@mui/material';
import { Fragment } from 'react';
import { Menu, useResourceDefinitions, useSidebarState } from 'react-admin';
import { ADMIN_RESOURCE_LIST, MENU_GROUPS, type RestResource } from '../../shared/admin/resources.ts';
import { RESOURCE_SCREENS } from './resource-screens.tsx';

/** The console's menu in groups (decision 0238) from the one list (decision 0248); a group shows only what the role may use. */
export function ConsoleMenu() {
  const resources = useResourceDefinitions();
  const [open] = useSidebarState();
  return (
    <Menu>
      <Menu.DashboardItem />
      {MENU_GROUPS.map((group) => {
        const shown = ADMIN_RESOURCE_LIST.filter((r) => r.group === group.key && resources[r.name]?.hasList).map(
          (r) => [r.name, RESOURCE_SCREENS[r.name as RestResource].icon] as const,
        );
        if (shown.length === 0) return null;
        const id = `menu-${group.title.replaceAll(' ', '-').toLowerCase()}`;
        return (
          <Fragment key={group.title}>
            {open ? (
              // a separator with the group's name: a menu holds only items and separators, and arrow keys skip it
              <ListSubheader
                id={id}
                role="separator"
                aria-label={group.title}
                disableSticky
                sx={{ lineHeight: '32px', mt: 1, bgcolor: 'transparent', color: 'text.secondary' }}
              >
                {group.title}
              </ListSubheader>
            ) : (
              <Divider component="li" role="separator" aria-label={group.title} sx={{ my: 0.5 }} />
            )}
            {shown.map(([name, Icon]) => (
              <Menu.ResourceItem key={name} name={name} leftIcon={Icon ? <Icon /> : undefined} />
            ))}
          </Fragment>
        );
      })}
    </Menu>
  );
}
