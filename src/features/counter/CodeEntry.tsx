import { type FormEvent, lazy, type RefObject, Suspense } from 'react';
import type { Notice } from './counter-errors.ts';
import { useCounterT } from './counter-i18n.ts';

const CameraScanner = lazy(() => import('./CameraScanner.tsx'));

interface Props {
  scanning: boolean;
  onScanning: (on: boolean) => void;
  onScanned: (code: string) => void;
  scanButtonRef: RefObject<HTMLButtonElement | null>;
  typed: string;
  onTyped: (typed: string) => void;
  onSubmit: (e: FormEvent) => void;
  codeError: Notice | null;
  busy: 'lookup' | 'redeem' | null;
}

/** A code in: the camera (loaded on demand) or the code typed, with its error. */
export default function CodeEntry(p: Props) {
  const { scanning, onScanning, onScanned, scanButtonRef, typed, onTyped, onSubmit, codeError, busy } = p;
  const { t, locale } = useCounterT();
  return (
    <>
      <section className="counter-panel" aria-labelledby="counter-scan-title">
        <h1 id="counter-scan-title" className="counter-section-title">
          {t('scan.title')}
        </h1>
        {scanning ? (
          <Suspense fallback={<p className="counter-muted">{t('camera.starting')}</p>}>
            <CameraScanner onCode={onScanned} onClose={() => onScanning(false)} />
          </Suspense>
        ) : (
          <button
            ref={scanButtonRef}
            type="button"
            className="counter-button counter-button--primary counter-button--block counter-button--large"
            onClick={() => onScanning(true)}
            disabled={busy !== null}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" focusable="false">
              <path
                fill="currentColor"
                d="M3 3h6v2H5v4H3V3zm12 0h6v6h-2V5h-4V3zM3 15h2v4h4v2H3v-6zm16 0h2v6h-6v-2h4v-4zM7 7h4v4H7V7zm6 0h4v4h-4V7zm-6 6h4v4H7v-4zm8 0h2v2h-2v-2zm-2 2h2v2h-2v-2z"
              />
            </svg>
            {t('scan.button')}
          </button>
        )}
      </section>
      <section className="counter-panel" aria-labelledby="counter-type-title">
        <h2 id="counter-type-title" className="counter-section-title">
          {t('scan.typeTitle')}
        </h2>
        <form className="counter-type" onSubmit={onSubmit}>
          <div className="counter-field">
            <label htmlFor="counter-code">{t('scan.code')}</label>
            <input
              id="counter-code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={typed}
              onChange={(e) => onTyped(e.target.value)}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? 'counter-code-error' : undefined}
            />
            {codeError && (
              <p className="counter-error" id="counter-code-error">
                {codeError(t, locale)}
              </p>
            )}
          </div>
          <button type="submit" className="counter-button counter-button--secondary" disabled={busy !== null}>
            {busy === 'lookup' ? t('scan.lookingUp') : t('scan.lookUp')}
          </button>
        </form>
      </section>
    </>
  );
}
