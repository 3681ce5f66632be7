import type { ApiGroup } from '../shared/api/groups.ts';
import { isApiGroup, isOptionOf } from '../shared/api/groups.ts';
import type { OptionDef } from './http/context.ts';
import { tokenOptions } from './token/index.ts';
import { accountOptions } from './account/index.ts';
import { profileOptions } from './profile/index.ts';
import { frontendOptions } from './frontend/index.ts';
import { catalogueOptions } from './catalogue/index.ts';
import { giftcardOptions } from './giftcard/index.ts';
import { basketOptions } from './basket/index.ts';
import { orderOptions } from './order/index.ts';
import { evoucherOptions } from './evoucher/index.ts';
import { notificationOptions } from './notification/index.ts';
import { udollarOptions } from './udollar/index.ts';

const ALL: OptionDef[] = [
  ...tokenOptions,
  ...accountOptions,
  ...profileOptions,
  ...frontendOptions,
  ...catalogueOptions,
  ...giftcardOptions,
  ...basketOptions,
  ...orderOptions,
  ...evoucherOptions,
  ...notificationOptions,
  ...udollarOptions,
];

/** The one registry of options: group -> option -> definition. An option without a handler is unknown (404). */
export function buildRegistry(defs: OptionDef[] = ALL): Map<string, OptionDef> {
  const map = new Map<string, OptionDef>();
  for (const def of defs) {
    if (!isOptionOf(def.group, def.option)) throw new Error(`${def.group}/${def.option} is not in src/shared/api/groups.ts`);
    const key = `${def.group}/${def.option}`;
    if (map.has(key)) throw new Error(`${key} is defined twice`);
    map.set(key, def);
  }
  return map;
}

export function lookupOption(registry: Map<string, OptionDef>, group: string, option: string): OptionDef | undefined {
  if (!isApiGroup(group)) return undefined;
  return registry.get(`${group as ApiGroup}/${option}`);
}
