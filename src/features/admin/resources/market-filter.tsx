import { useGetIdentity } from 'react-admin';

/**
 * The filter a list starts with (decision 0238): the staff member's market, so a catalogue editor in Singapore first
 * sees Singapore's products. Clearing the filter shows every country.
 */
export function useMarketFilter(): { ready: boolean; defaults: Record<string, unknown> } {
  const { identity, isPending } = useGetIdentity();
  const market = identity?.marketCountryId as number | null | undefined;
  return { ready: !isPending, defaults: market ? { country_id: market } : {} };
}
