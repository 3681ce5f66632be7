import { useCallback, useEffect, useState } from 'react';
import type { MerchantOutlet } from '../../shared/admin/redemption.ts';
import type { TFunction } from '../../lib/i18n-keys.ts';
import Counter from './Counter.tsx';
import LanguagePicker from './LanguagePicker.tsx';
import { currentStaff, listOutlets, type StaffIdentity, ApiCallError, signOut } from './counter-api.ts';
import OutletPicker from './OutletPicker.tsx';
import SignIn from './SignIn.tsx';
import type { Notice } from './counter-errors.ts';
import { useCounterT } from './counter-i18n.ts';
import { IDLE_SECONDS, useIdleReset } from './use-idle-reset.ts';
import './counter.css';

/** The outlet this device stands in, kept across sign-ins (one counter, one outlet); read under its old key too (decision 0275). */
const OUTLET_KEY = 'ugift.counter.outlet';
const OLD_OUTLET_KEY = 'ugift.merchant.outlet';

function rememberedOutletId(): number | null {
  try {
    const id = Number(localStorage.getItem(OUTLET_KEY) ?? localStorage.getItem(OLD_OUTLET_KEY));
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

function rememberOutlet(id: number): void {
  try {
    localStorage.setItem(OUTLET_KEY, String(id));
  } catch {
    // private mode: the choice lasts for this visit only
  }
}

/**
 * The outlets to choose from: one button per place. The API lists an outlet once per product it sells, so a shop that
 * sells several of the brand's products appears several times with the same name and address; any of its ids
 * records the redemption at that place.
 */
function distinctOutlets(all: MerchantOutlet[]): MerchantOutlet[] {
  const seen = new Map<string, MerchantOutlet>();
  for (const o of all) {
    const key = `${o.outlet_name}\n${o.address}`;
    if (!seen.has(key)) seen.set(key, o);
  }
  return [...seen.values()];
}

type Screen =
  | { name: 'starting' }
  | { name: 'signin'; notice: Notice | null }
  | { name: 'outlets'; staff: StaffIdentity; outlets: MerchantOutlet[] | null; problem: Notice | null; previous: MerchantOutlet | null }
  | { name: 'counter'; staff: StaffIdentity; outlets: MerchantOutlet[]; outlet: MerchantOutlet };

function idleNotice(t: TFunction<'counter'>): string {
  const minutes = IDLE_SECONDS / 60;
  return Number.isInteger(minutes) ? t('notice.idleMinutes', { count: minutes }) : t('notice.idleSeconds', { count: IDLE_SECONDS });
}

/**
 * The counter at /UgiftWeb/counter: staff sign-in (merchant role only), the outlet this device stands in,
 * then scan or type a voucher code, look it up and redeem it. After the idle time without a touch the counter signs the
 * staff member out and returns to sign-in.
 */
export default function CounterApp() {
  const { t, locale } = useCounterT();
  const [screen, setScreen] = useState<Screen>({ name: 'starting' });
  // a new key remounts the sign-in form, clearing what someone typed and walked away from
  const [signInKey, setSignInKey] = useState(0);

  const toSignIn = useCallback((notice: Notice | null) => {
    setScreen({ name: 'signin', notice });
    setSignInKey((k) => k + 1);
  }, []);

  const openCounter = useCallback(
    async (staff: StaffIdentity) => {
      setScreen({ name: 'outlets', staff, outlets: null, problem: null, previous: null });
      try {
        const all = await listOutlets();
        const outlets = distinctOutlets(all);
        const remembered = rememberedOutletId();
        const outlet = all.find((o) => o.id === remembered);
        // the first sign-in on a device always asks (even for one outlet): staff confirm where the counter stands
        if (outlet) setScreen({ name: 'counter', staff, outlets, outlet });
        else setScreen({ name: 'outlets', staff, outlets, problem: null, previous: null });
      } catch (error) {
        if (error instanceof ApiCallError && (error.status === 401 || error.status === 403)) {
          toSignIn((tr) => (error.status === 401 ? tr('notice.sessionEnded') : tr('notice.notMerchant')));
          return;
        }
        setScreen({
          name: 'outlets',
          staff,
          outlets: null,
          problem: (tr) => tr('outlets.failed'),
          previous: null,
        });
      }
    },
    [toSignIn],
  );

  useEffect(() => {
    let cancelled = false;
    currentStaff()
      .then((staff) => {
        if (cancelled) return;
        if (staff?.role === 'merchant') void openCounter(staff);
        else toSignIn(null);
      })
      .catch(() => !cancelled && toSignIn((tr) => tr('notice.offline')));
    return () => {
      cancelled = true;
    };
  }, [openCounter, toSignIn]);

  const signOutNow = useCallback(
    async (notice: Notice | null) => {
      toSignIn(notice);
      await signOut();
    },
    [toSignIn],
  );

  const signedIn = screen.name === 'outlets' || screen.name === 'counter';
  useIdleReset(screen.name !== 'starting', IDLE_SECONDS, () => {
    if (signedIn) void signOutNow(idleNotice);
    else toSignIn(null);
  });

  if (screen.name === 'starting') {
    return (
      <main className="counter-signin">
        <p className="counter-muted" role="status">
          {t('loading')}
        </p>
      </main>
    );
  }
  if (screen.name === 'signin') return <SignIn key={signInKey} notice={screen.notice} onSignedIn={(staff) => void openCounter(staff)} />;

  const { staff } = screen;
  const outlet = screen.name === 'counter' ? screen.outlet : null;
  return (
    <div className="counter-app">
      <header className="counter-header">
        <div className="counter-header__brand">
          <svg aria-hidden="true" viewBox="0 0 64 64" width="28" height="28" focusable="false">
            <rect width="64" height="64" rx="14" fill="#fff" />
            <rect x="12" y="26" width="40" height="26" rx="4" fill="#1f5fd6" />
            <rect x="10" y="18" width="44" height="10" rx="3" fill="#163f91" />
            <rect x="29" y="18" width="6" height="34" fill="#ff6b4a" />
          </svg>
          <span>
            <span className="counter-header__title">{t('title')}</span>
            <span className="counter-header__who" data-testid="signed-in-as">
              {staff.name || staff.email}
            </span>
          </span>
        </div>
        <div className="counter-header__actions">
          <LanguagePicker compact />
          <button
            type="button"
            className="counter-button counter-button--on-dark"
            onClick={() => void signOutNow((tr) => tr('notice.signedOut'))}
          >
            {t('header.signOut')}
          </button>
        </div>
      </header>
      {outlet && (
        <div className="counter-outletbar">
          <span>
            {t('header.outlet')} <strong data-testid="current-outlet">{outlet.outlet_name}</strong>
          </span>
          {screen.name === 'counter' && (
            <button
              type="button"
              className="counter-link"
              onClick={() => setScreen({ name: 'outlets', staff, outlets: screen.outlets, problem: null, previous: screen.outlet })}
            >
              {t('header.changeOutlet')}
            </button>
          )}
        </div>
      )}
      {screen.name === 'counter' ? (
        <Counter key={screen.outlet.id} outlet={screen.outlet} onSessionEnded={(message) => void signOutNow(message)} />
      ) : screen.outlets === null ? (
        <main className="counter-main">
          {screen.problem ? (
            <div className="counter-panel">
              <p className="counter-error" role="alert">
                {screen.problem(t, locale)}
              </p>
              <button type="button" className="counter-button counter-button--primary" onClick={() => void openCounter(staff)}>
                {t('outlets.retry')}
              </button>
            </div>
          ) : (
            <p className="counter-muted" role="status">
              {t('outlets.loading')}
            </p>
          )}
        </main>
      ) : (
        <OutletPicker
          outlets={screen.outlets}
          current={screen.previous}
          onPick={(picked) => {
            rememberOutlet(picked.id);
            setScreen({ name: 'counter', staff, outlets: screen.outlets ?? [picked], outlet: picked });
          }}
          onCancel={
            screen.previous
              ? () => setScreen({ name: 'counter', staff, outlets: screen.outlets ?? [], outlet: screen.previous as MerchantOutlet })
              : undefined
          }
        />
      )}
    </div>
  );
}
