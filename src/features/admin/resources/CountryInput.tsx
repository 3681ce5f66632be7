import { ReferenceInput, SelectInput } from 'react-admin';

/** A country target: one country of the shop, or every country when left empty. */
/** `alwaysOn` is read by the list's filter form (a filter shown whether or not it has a value). */
export function CountryInput({ source = 'country_id', allowEvery = true }: { source?: string; allowEvery?: boolean; alwaysOn?: boolean }) {
  return (
    <ReferenceInput source={source} reference="countries" perPage={50}>
      <SelectInput optionText="name" label="Country" emptyText={allowEvery ? 'Every country' : undefined} />
    </ReferenceInput>
  );
}
