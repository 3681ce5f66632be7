import { loadCountries } from '../../lib/countries.ts';
import { formatPrefixedPhone } from '../../shared/phone.ts';
import { useErrorText } from '../../lib/use-error-text.ts';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { useAlert } from '../../components/ui/use-alert.tsx';
import { $authUser } from '../../lib/session-store.ts';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/profile.ts';
import { go } from '../../lib/paths.ts';
import { useRequireMember } from '../../lib/route-guard.ts';
import TopBar from '../../components/ui/TopBar.tsx';
import PictureField from './PictureField.tsx';
import { loadProfile, type Profile, updateProfile } from './profile-api.ts';
import { profilePayload, type CountryOption, type ProfileForm } from './profile-payload.ts';
import CountrySelect from './CountrySelect.tsx';
import SettingSwitch from './SettingSwitch.tsx';
import './profile.css';
import './profile-edit.css';

function formOf(p: Profile): ProfileForm {
  return {
    name: p.name,
    email: p.email,
    gender: p.gender,
    dob: p.dob && p.dob !== '0000-00-00' ? p.dob : '',
    show_birthday: p.show_birthday,
    receipt_emails: p.receipt_emails,
    country_id: p.country_id,
    billing_address: p.billing_address,
    billing_postcode: p.billing_postcode,
    billing_state: p.billing_state,
    billing_country_id: p.billing_country_id,
    shipping_address: p.shipping_address,
    shipping_postcode: p.shipping_postcode,
    shipping_state: p.shipping_state,
    shipping_country_id: p.shipping_country_id,
  };
}

const copyBilling = (f: ProfileForm): ProfileForm => ({
  ...f,
  shipping_address: f.billing_address,
  shipping_postcode: f.billing_postcode,
  shipping_state: f.billing_state,
  shipping_country_id: f.billing_country_id,
});

/** /profile-edit: the member's details, addresses and picture (mobile number and a set registered country are read-only). */
export default function ProfileEditForm() {
  const { t } = useT('profile');
  const { t: tc } = useT('common');
  const errorText = useErrorText();
  const user = useRequireMember();
  const { alert, dialog } = useAlert();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [form, setForm] = useState<ProfileForm | null>(null);
  const [countries, setCountries] = useState<CountryOption[]>([]);
  const [same, setSame] = useState(false);
  const [picture, setPicture] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [emailError, setEmailError] = useState('');

  useEffect(() => {
    if (!user) return;
    loadProfile().then(
      (p) => {
        setProfile(p);
        setForm(formOf(p));
      },
      (e: unknown) => alert(tc('errors.generic'), errorText(e)),
    );
    loadCountries().then(setCountries, () => setCountries([]));
  }, [user, alert, tc, errorText]);

  const set = <K extends keyof ProfileForm>(key: K, value: ProfileForm[K]) => {
    setForm((f) => {
      if (!f) return f;
      const next = { ...f, [key]: value };
      return same && String(key).startsWith('billing_') ? copyBilling(next) : next;
    });
  };

  const toggleSame = (checked: boolean) => {
    setSame(checked);
    if (checked) setForm((f) => (f ? copyBilling(f) : f));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form || !profile) return;
    if (form.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())) {
      setEmailError(t('edit.emailInvalid'));
      return;
    }
    setEmailError('');
    setBusy(true);
    try {
      const updated = await updateProfile(profilePayload(form, countries, profile.country_id, picture, profile.dob));
      const stored = $authUser.get();
      if (updated && stored)
        $authUser.set({ ...stored, name: updated.name, profile_picture: updated.profile_picture, country_id: updated.country_id });
      alert(t('edit.updated'), '', { tone: 'success', onClose: () => go('profile') });
    } catch (error) {
      alert(t('edit.updateFailed'), errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <TopBar title={t('edit.title')} back="profile" />
      {!form || !profile ? (
        <div className="profile">
          <div className="skeleton" style={{ height: 320 }} />
        </div>
      ) : (
        <form className="profile profile-edit" onSubmit={submit} noValidate>
          <PictureField name={form.name || profile.phone_number} current={profile.profile_picture} onChange={setPicture} />
          <fieldset className="card profile-edit__group">
            <legend>{t('edit.personal')}</legend>
            <Field
              label={t('edit.name')}
              value={form.name}
              maxLength={100}
              autoComplete="name"
              onChange={(e) => set('name', e.target.value)}
            />
            <Field
              label={t('edit.email')}
              type="email"
              value={form.email}
              maxLength={200}
              autoComplete="email"
              error={emailError}
              onChange={(e) => set('email', e.target.value)}
            />
            <SettingSwitch
              label={t('edit.receiptEmails')}
              help={t('edit.receiptEmailsHelp')}
              checked={form.receipt_emails}
              onChange={(v) => set('receipt_emails', v)}
            />
            <div className="ui-field">
              <span className="ui-field__label" id="gender-label">
                {t('edit.gender')}
              </span>
              <div role="radiogroup" aria-labelledby="gender-label" className="profile-edit__gender">
                {(['Male', 'Female'] as const).map((g) => (
                  <label key={g} className="profile-edit__chip">
                    <input type="radio" name="gender" value={g} checked={form.gender === g} onChange={() => set('gender', g)} />
                    <span>{g === 'Male' ? t('edit.male') : t('edit.female')}</span>
                  </label>
                ))}
              </div>
            </div>
            <Field
              label={t('edit.dob')}
              type="date"
              value={form.dob}
              max={new Date().toISOString().slice(0, 10)}
              onChange={(e) => set('dob', e.target.value)}
            />
            <SettingSwitch
              label={t('edit.showBirthday')}
              help={t('edit.showBirthdayHelp')}
              checked={form.show_birthday}
              onChange={(v) => set('show_birthday', v)}
            />
            <Field
              label={t('edit.mobile')}
              value={formatPrefixedPhone(profile.phone_prefix, profile.phone_number)}
              readOnly
              aria-readonly="true"
            />
            {profile.country_id > 0 ? (
              <Field label={t('edit.registeredCountry')} value={profile.country} readOnly aria-readonly="true" />
            ) : (
              <CountrySelect
                label={t('edit.registeredCountry')}
                placeholder={t('edit.selectCountry')}
                countries={countries}
                value={form.country_id}
                onChange={(v) => set('country_id', v)}
              />
            )}
          </fieldset>

          {(['billing', 'shipping'] as const).map((side) => {
            const locked = side === 'shipping' && same;
            return (
              <fieldset key={side} className="card profile-edit__group" data-testid={`${side}-fields`}>
                <legend>{t(`edit.${side}`)}</legend>
                {side === 'shipping' && (
                  <label className="profile-edit__check">
                    <input type="checkbox" checked={same} onChange={(e) => toggleSame(e.target.checked)} />
                    <span>{t('edit.sameAsBilling')}</span>
                  </label>
                )}
                <Field
                  label={t('edit.address')}
                  value={form[`${side}_address`]}
                  maxLength={300}
                  readOnly={locked}
                  autoComplete={`${side} street-address`}
                  onChange={(e) => set(`${side}_address`, e.target.value)}
                />
                <div className="profile-edit__row">
                  <Field
                    label={t('edit.postcode')}
                    value={form[`${side}_postcode`]}
                    maxLength={20}
                    readOnly={locked}
                    autoComplete={`${side} postal-code`}
                    onChange={(e) => set(`${side}_postcode`, e.target.value)}
                  />
                  <Field
                    label={t('edit.state')}
                    value={form[`${side}_state`]}
                    maxLength={100}
                    readOnly={locked}
                    autoComplete={`${side} address-level1`}
                    onChange={(e) => set(`${side}_state`, e.target.value)}
                  />
                </div>
                <CountrySelect
                  label={t('edit.country')}
                  placeholder={t('edit.selectCountry')}
                  countries={countries}
                  value={form[`${side}_country_id`]}
                  disabled={locked}
                  onChange={(v) => set(`${side}_country_id`, v)}
                />
              </fieldset>
            );
          })}
          <Button type="submit" block busy={busy}>
            {t('edit.save')}
          </Button>
        </form>
      )}
      {dialog}
    </>
  );
}
