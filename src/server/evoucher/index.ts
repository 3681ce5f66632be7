import type { OptionDef } from '../http/context.ts';
import { detailEvoucher } from './detail-evoucher.ts';
import { extendEvoucher } from './extend-evoucher.ts';
import { getWalletPass } from './get-wallet-pass.ts';
import { listEvoucher } from './list-evoucher.ts';
import { markEvoucherUsed } from './mark-evoucher-used.ts';
import { refreshEvoucher } from './refresh-evoucher.ts';

/** The evoucher group's option handlers. */
export const evoucherOptions: OptionDef[] = [
  listEvoucher,
  detailEvoucher,
  refreshEvoucher,
  markEvoucherUsed,
  getWalletPass,
  extendEvoucher,
];
