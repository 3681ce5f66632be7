import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import BadgeIcon from '@mui/icons-material/Badge';
import BalanceIcon from '@mui/icons-material/Balance';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CampaignIcon from '@mui/icons-material/Campaign';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import CategoryIcon from '@mui/icons-material/Category';
import EventNoteIcon from '@mui/icons-material/EventNote';
import GroupsIcon from '@mui/icons-material/Groups';
import HistoryIcon from '@mui/icons-material/History';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import PeopleIcon from '@mui/icons-material/People';
import PercentIcon from '@mui/icons-material/Percent';
import PlaceIcon from '@mui/icons-material/Place';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import SendIcon from '@mui/icons-material/Send';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TuneIcon from '@mui/icons-material/Tune';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import WebAssetIcon from '@mui/icons-material/WebAsset';
import { Divider, ListSubheader } from '@mui/material';
import { Fragment, type ComponentType } from 'react';
import { Menu, useResourceDefinitions, useSidebarState } from 'react-admin';

type Entry = [resource: string, Icon: ComponentType];

/** The console's menu in groups (decision 0238), each entry with its own icon; a group shows only what the role may use. */
export const MENU_GROUPS: Array<{ title: string; entries: Entry[] }> = [
  {
    title: 'Catalogue',
    entries: [
      ['products', Inventory2Icon],
      ['categories', CategoryIcon],
      ['brands', StorefrontIcon],
      ['outlets', PlaceIcon],
      ['filter-options', TuneIcon],
    ],
  },
  {
    title: 'Marketing',
    entries: [
      ['campaigns', CampaignIcon],
      ['banners', ViewCarouselIcon],
      ['popups', WebAssetIcon],
      ['giftcards', CardGiftcardIcon],
      ['music', MusicNoteIcon],
      ['broadcasts', SendIcon],
    ],
  },
  {
    title: 'Orders and members',
    entries: [
      ['orders', ReceiptLongIcon],
      ['group-gifts', GroupsIcon],
      ['members', PeopleIcon],
    ],
  },
  {
    title: 'Counter',
    entries: [
      ['redemptions', QrCodeScannerIcon],
      ['redemption-days', EventNoteIcon],
      ['settlements', RequestQuoteIcon],
    ],
  },
  {
    title: 'Administration',
    entries: [
      ['staff', BadgeIcon],
      ['audit-log', HistoryIcon],
      ['trial-balance', BalanceIcon],
      ['liabilities', AccountBalanceIcon],
      ['finance-days', CalendarMonthIcon],
      ['brand-commissions', PercentIcon],
    ],
  },
];

export function ConsoleMenu() {
  const resources = useResourceDefinitions();
  const [open] = useSidebarState();
  return (
    <Menu>
      <Menu.DashboardItem />
      {MENU_GROUPS.map((group) => {
        const shown = group.entries.filter(([name]) => resources[name]?.hasList);
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
              <Menu.ResourceItem key={name} name={name} leftIcon={<Icon />} />
            ))}
          </Fragment>
        );
      })}
    </Menu>
  );
}
