import { ReferenceInput, SelectInput } from 'react-admin';

/** A country target: one country of the shop, or every country when left empty. */
export function CountryInput({ source = 'country_id', allowEvery = true }: { source?: string; allowEvery?: boolean }) {
  return (
    <ReferenceInput source={source} reference="countries" perPage={50}>
      <SelectInput optionText="name" label="Country" emptyText={allowEvery ? 'Every country' : undefined} />
    </ReferenceInput>
  );
}
