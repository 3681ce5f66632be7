import type { ApiGroup } from '../../shared/api/groups.ts';
import { isApiGroup, isOptionOf } from '../../shared/api/groups.ts';
import type { OptionDef } from './context.ts';

/** A registry of options: group -> option -> definition. An option without a handler is unknown (404). */
export function buildOptionRegistry(defs: OptionDef[]): Map<string, OptionDef> {
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
