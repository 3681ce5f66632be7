/** The editable values of the profile form, as the inputs hold them. */
export interface ProfileForm {
  name: string;
  email: string;
  gender: '' | 'Male' | 'Female';
  dob: string;
  /** show my birthday (month and day) to my friends */
  show_birthday: boolean;
  /** e-mail me receipts and refund notes (decision 0263) */
  receipt_emails: boolean;
  country_id: number;
  billing_address: string;
  billing_postcode: string;
  billing_state: string;
  billing_country_id: number;
  shipping_address: string;
  shipping_postcode: string;
  shipping_state: string;
  shipping_country_id: number;
}

export interface CountryOption {
  id: number;
  name: string;
  /** the calling code (+65): names the country in the reader's language */
  country_code: string;
}

/** A real calendar date as YYYY-MM-DD (0000-00-00 counts as empty). */
export function validDob(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value === '0000-00-00') return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/**
 * update_profile's fields under the spec's omission rule: empty, null and zero values and an invalid date of birth
 * are not sent (an emptied date of birth that was stored is cleared with clear_dob; show_birthday and receipt_emails are always sent); countries travel as names resolved from their ids; the registered country only while it is unset.
 */
export function profilePayload(
  form: ProfileForm,
  countries: CountryOption[],
  registeredCountryId: number,
  picture: File | null,
  /** the stored date of birth: emptying the field forgets it (clear_dob) */
  storedDob = '',
): Record<string, string | File> {
  const out: Record<string, string | File> = {};
  const put = (key: string, value: string) => {
    const v = value.trim();
    if (v !== '' && v !== 'null' && v !== '0') out[key] = v;
  };
  put('name', form.name);
  put('email', form.email);
  put('gender', form.gender);
  if (validDob(form.dob)) out.dob = form.dob;
  else if (form.dob === '' && validDob(storedDob)) out.clear_dob = '1';
  out.show_birthday = form.show_birthday ? '1' : '0';
  out.receipt_emails = form.receipt_emails ? '1' : '0';
  for (const side of ['billing', 'shipping'] as const) {
    put(`${side}_address`, form[`${side}_address`]);
    put(`${side}_postcode`, form[`${side}_postcode`]);
    put(`${side}_state`, form[`${side}_state`]);
    const name = countries.find((c) => c.id === form[`${side}_country_id`])?.name;
    if (name) out[`${side}_country`] = name;
  }
  if (registeredCountryId === 0 && form.country_id > 0) out.country_id = String(form.country_id);
  if (picture) out.profile_picture = picture;
  return out;
}
