/** Every API group and the options it answers (the spec's `option` values). */
export const API_GROUPS = {
  token: ['get_api_token', 'track_link'],
  account: [
    'get_otp',
    'verify_otp',
    'create_account',
    'login',
    'logout',
    'reset_password',
    'login_facebook',
    'update_country',
    'apply_referral_code',
    'set_market_country',
  ],
  profile: [
    'detail_profile',
    'update_profile',
    'list_country',
    'list_friend',
    'list_facebook',
    'list_friend_request',
    'add_friend',
    'accept_friend',
    'reject_friend',
    'remove_friend',
    'update_facebook_id',
    'facebook_member',
    'detail_campaign',
    'redeem_campaign_reward',
    'list_birthdays',
  ],
  frontend: ['list_popup', 'list_banner', 'mark_not_show_again'],
  catalogue: ['list_category', 'list_brand', 'list_product', 'detail_product', 'list_gift_intention', 'list_interest'],
  giftcard: ['list_giftcard', 'detail_giftcard', 'list_music'],
  basket: [
    'detail_basket',
    'product_to_basket',
    'giftcard_to_basket',
    'remove_product',
    'remove_giftcard',
    'update_order_status',
    'update_billing_address',
    'list_udollar_giftcards',
    'apply_udollar_giftcard',
  ],
  order: [
    'reserve_order',
    'pay_order',
    'get_cashier_url',
    'list_order',
    'list_filter_time',
    'detail_order',
    'send_order',
    'cancel_order',
    'redeem_order',
    'detail_shared_order',
    'unsend_order',
    'reschedule_order',
    'readdress_order',
    'thank_order',
    'decline_order',
    'decline_shared_order',
    'list_swap_choices',
    'swap_order',
    'list_gift_choices',
    'pick_gift_choice',
  ],
  evoucher: ['list_evoucher', 'detail_evoucher', 'refresh_evoucher', 'mark_evoucher_used', 'get_wallet_pass', 'extend_evoucher'],
  notification: ['list_notification', 'read_notification'],
  udollar: ['history_udollar_giftcards', 'list_udollar_giftcards'],
  group_gift: [
    'create_group_gift',
    'detail_group_gift',
    'contribute_group_gift',
    'sign_group_gift',
    'top_up_group_gift',
    'cancel_group_gift',
    'list_group_gift',
  ],
  bulk_gift: ['preview_bulk_gift', 'create_bulk_gift', 'detail_bulk_gift', 'report_bulk_gift', 'list_bulk_gift'],
} as const;

export type ApiGroup = keyof typeof API_GROUPS;
export type OptionOf<G extends ApiGroup> = (typeof API_GROUPS)[G][number];

export function isApiGroup(value: string): value is ApiGroup {
  return Object.hasOwn(API_GROUPS, value);
}

export function isOptionOf<G extends ApiGroup>(group: G, option: string): option is OptionOf<G> {
  return (API_GROUPS[group] as readonly string[]).includes(option);
}
