import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import BadgeIcon from '@mui/icons-material/Badge';
import BalanceIcon from '@mui/icons-material/Balance';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CampaignIcon from '@mui/icons-material/Campaign';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import CategoryIcon from '@mui/icons-material/Category';
import EventNoteIcon from '@mui/icons-material/EventNote';
import GroupsIcon from '@mui/icons-material/Groups';
import HistoryIcon from '@mui/icons-material/History';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
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
import type { ComponentType } from 'react';
import type { RestResource } from '../../shared/admin/resources.ts';
import { AuditLogList } from './resources/audit-log.tsx';
import { ValueRuleEdit, ValueRuleList } from './resources/value-rules.tsx';
import { BannerCreate, BannerEdit, BannerList } from './resources/banners.tsx';
import { BrandCreate, BrandEdit, BrandList } from './resources/brands.tsx';
import { BroadcastCreate, BroadcastList } from './resources/broadcasts.tsx';
import { CampaignCreate, CampaignEdit, CampaignList } from './resources/campaigns.tsx';
import { CategoryCreate, CategoryEdit, CategoryList } from './resources/categories.tsx';
import { FilterOptionCreate, FilterOptionEdit, FilterOptionList } from './resources/filter-options.tsx';
import { BrandCommissionEdit, BrandCommissionList, FinanceDayList, LiabilityList, TrialBalanceList } from './resources/finance.tsx';
import { GiftcardCreate, GiftcardEdit, GiftcardList } from './resources/giftcards.tsx';
import { MemberEdit, MemberList } from './resources/members.tsx';
import { MusicCreate, MusicEdit, MusicList } from './resources/music.tsx';
import { OrderList, OrderShow } from './resources/orders.tsx';
import { GroupGiftList, GroupGiftShow } from './resources/group-gifts.tsx';
import { BulkGiftCreate, BulkGiftList, BulkGiftShow } from './resources/bulk-gifts.tsx';
import { OutletCreate, OutletEdit, OutletList } from './resources/outlets.tsx';
import { PopupCreate, PopupEdit, PopupList } from './resources/popups.tsx';
import { ProductCreate, ProductEdit, ProductList } from './resources/products.tsx';
import { RedemptionDayList, RedemptionList } from './resources/redemptions.tsx';
import { SettlementList } from './resources/settlements.tsx';
import { StaffCreate, StaffEdit, StaffList } from './resources/staff.tsx';

/** A resource's screens in the console; none: its records are only a form's choices. */
export interface ResourceScreens {
  list?: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  show?: ComponentType;
  icon?: ComponentType;
  /** how a record is named where another refers to it */
  recordRepresentation?: string;
}

/**
 * The screens of each REST resource of shared/admin/resources.ts by its name (decision 0248): the console registers
 * and shows them for the roles the list names; the compiler refuses a listed resource missing here.
 */
export const RESOURCE_SCREENS: { [K in RestResource]: ResourceScreens } = {
  products: { list: ProductList, edit: ProductEdit, create: ProductCreate, icon: Inventory2Icon, recordRepresentation: 'i18n.en.name' },
  categories: { list: CategoryList, edit: CategoryEdit, create: CategoryCreate, icon: CategoryIcon, recordRepresentation: 'name' },
  brands: { list: BrandList, edit: BrandEdit, create: BrandCreate, icon: StorefrontIcon, recordRepresentation: 'name' },
  outlets: { list: OutletList, edit: OutletEdit, create: OutletCreate, icon: PlaceIcon, recordRepresentation: 'outlet_name' },
  'filter-options': { list: FilterOptionList, edit: FilterOptionEdit, create: FilterOptionCreate, icon: TuneIcon },
  campaigns: { list: CampaignList, edit: CampaignEdit, create: CampaignCreate, icon: CampaignIcon, recordRepresentation: 'i18n.en.name' },
  banners: { list: BannerList, edit: BannerEdit, create: BannerCreate, icon: ViewCarouselIcon },
  popups: { list: PopupList, edit: PopupEdit, create: PopupCreate, icon: WebAssetIcon },
  giftcards: {
    list: GiftcardList,
    edit: GiftcardEdit,
    create: GiftcardCreate,
    icon: CardGiftcardIcon,
    recordRepresentation: 'i18n.en.name',
  },
  'giftcard-categories': { recordRepresentation: 'name' },
  music: { list: MusicList, edit: MusicEdit, create: MusicCreate, icon: MusicNoteIcon, recordRepresentation: 'name' },
  broadcasts: { list: BroadcastList, create: BroadcastCreate, icon: SendIcon },
  orders: { list: OrderList, show: OrderShow, icon: ReceiptLongIcon, recordRepresentation: 'order_no' },
  'group-gifts': { list: GroupGiftList, show: GroupGiftShow, icon: GroupsIcon },
  'bulk-gifts': { list: BulkGiftList, show: BulkGiftShow, create: BulkGiftCreate, icon: BusinessCenterIcon },
  members: { list: MemberList, edit: MemberEdit, icon: PeopleIcon, recordRepresentation: 'name' },
  redemptions: { list: RedemptionList, icon: QrCodeScannerIcon },
  'redemption-days': { list: RedemptionDayList, icon: EventNoteIcon },
  'merchant-outlets': { recordRepresentation: 'outlet_name' },
  settlements: { list: SettlementList, icon: RequestQuoteIcon },
  staff: { list: StaffList, edit: StaffEdit, create: StaffCreate, icon: BadgeIcon, recordRepresentation: 'email' },
  'audit-log': { list: AuditLogList, icon: HistoryIcon },
  'trial-balance': { list: TrialBalanceList, icon: BalanceIcon },
  liabilities: { list: LiabilityList, icon: AccountBalanceIcon },
  'finance-days': { list: FinanceDayList, icon: CalendarMonthIcon },
  'brand-commissions': { list: BrandCommissionList, edit: BrandCommissionEdit, icon: PercentIcon, recordRepresentation: 'name' },
  'value-rules': { list: ValueRuleList, edit: ValueRuleEdit, icon: HourglassBottomIcon, recordRepresentation: 'country' },
  countries: { recordRepresentation: 'name' },
};
