import { useEffect, useRef, useState } from 'react';
import type { TranslationKey } from '../../lib/i18n-keys.ts';
import { createDetector, type Detector } from './barcode-detector.ts';
import { useCounterT } from './counter-i18n.ts';

/** What the scanner says under the picture: a key of the counter's text (decision 0239). */
type CameraText = TranslationKey<'counter'> & `camera.${string}`;

interface Props {
  /** called once with the first code read; the camera is already stopped by then */
  onCode: (code: string) => void;
  /** the staff member stops scanning (or the page is hidden) */
  onClose: () => void;
}

/** How often a frame is handed to the detector. */
const SCAN_EVERY_MS = 120;
/** Frames in a row the detector may refuse before the counter gives up and says so. */
const MAX_FAILED_FRAMES = 25;

interface TorchCapabilities extends MediaTrackCapabilities {
  torch?: boolean;
}

/** Why the camera did not start, in words the counter staff can act on. */
function cameraProblem(error: unknown): CameraText {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'camera.notAllowed';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'camera.notFound';
  if (name === 'NotReadableError' || name === 'AbortError') return 'camera.busy';
  return 'camera.failed';
}

/**
 * The camera view: the back camera (facingMode environment) into a video element, every frame handed to a
 * BarcodeDetector (the browser's, or the zxing-wasm polyfill loaded on demand) until a QR code or CODE128 barcode is
 * read. Offers the torch when the camera has one and a switch when the device has more than one camera. The camera
 * stops when a code is read, when scanning is stopped and when the view goes away.
 */
export default function CameraScanner({ onCode, onClose }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const detector = useRef<Promise<{ detector: Detector; native: boolean }> | null>(null);
  const callbacks = useRef({ onCode, onClose });
  callbacks.current = { onCode, onClose };
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  const [deviceId, setDeviceId] = useState<string | null>(null);
  const [track, setTrack] = useState<MediaStreamTrack | null>(null);
  const [torch, setTorch] = useState<{ available: boolean; on: boolean }>({ available: false, on: false });
  const { t } = useCounterT();
  const [status, setStatus] = useState<CameraText>('camera.starting');
  const [problem, setProblem] = useState<CameraText | null>(null);

  // the detector is made once per scan (the polyfill's chunk and .wasm load while the camera starts)
  if (!detector.current) {
    detector.current = createDetector();
    detector.current.catch(() => undefined); // reported when the scan loop awaits it
  }

  useEffect(() => {
    let cancelled = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      cancelled = true;
      if (timer !== undefined) clearTimeout(timer);
      for (const t of stream?.getTracks() ?? []) t.stop();
      if (video.current) video.current.srcObject = null;
    };
    const start = async () => {
      setProblem(null);
      setStatus('camera.starting');
      if (!navigator.mediaDevices?.getUserMedia) {
        setProblem('camera.insecure');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          audio: false,
          video: deviceId ? { deviceId: { exact: deviceId } } : { facingMode: 'environment' },
        });
      } catch (error) {
        if (!cancelled) setProblem(cameraProblem(error));
        return;
      }
      if (cancelled) {
        for (const t of stream.getTracks()) t.stop();
        return;
      }
      const [videoTrack] = stream.getVideoTracks();
      setTrack(videoTrack ?? null);
      const caps = (videoTrack?.getCapabilities?.() ?? {}) as TorchCapabilities;
      setTorch({ available: caps.torch === true, on: false });
      // device labels and the camera count are known once the camera is allowed
      navigator.mediaDevices
        .enumerateDevices()
        .then((all) => !cancelled && setCameras(all.filter((d) => d.kind === 'videoinput')))
        .catch(() => undefined);
      const el = video.current;
      if (!el) return;
      el.srcObject = stream;
      try {
        await el.play();
      } catch {
        // autoplay of a muted inline video is allowed; a refusal still shows frames once the user taps
      }
      let found: Detector;
      try {
        found = (await (detector.current as Promise<{ detector: Detector }>)).detector;
      } catch {
        if (cancelled) return;
        stop();
        setProblem('camera.readerFailed');
        return;
      }
      if (cancelled) return;
      setStatus('camera.aim');
      let failures = 0;
      const tick = async () => {
        if (cancelled) return;
        if (el.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && el.videoWidth > 0) {
          try {
            const hit = (await found.detect(el)).find((b) => b.rawValue.trim());
            failures = 0;
            if (hit && !cancelled) {
              stop();
              callbacks.current.onCode(hit.rawValue);
              return;
            }
          } catch {
            // a frame the detector could not take (e.g. while the camera switches): try the next one, but not forever
            if (++failures >= MAX_FAILED_FRAMES) {
              stop();
              setProblem('camera.readerStopped');
              return;
            }
          }
        }
        if (!cancelled) timer = setTimeout(tick, SCAN_EVERY_MS);
      };
      void tick();
    };
    void start();
    const onHidden = () => {
      if (document.visibilityState === 'hidden') {
        stop();
        callbacks.current.onClose();
      }
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      stop();
    };
  }, [deviceId]);

  const toggleTorch = async () => {
    if (!track) return;
    const on = !torch.on;
    try {
      await track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
      setTorch({ available: true, on });
    } catch {
      setTorch({ available: false, on: false });
    }
  };

  const switchCamera = () => {
    if (cameras.length < 2) return;
    const current = track?.getSettings().deviceId ?? deviceId;
    const at = cameras.findIndex((c) => c.deviceId === current);
    setDeviceId(cameras[(at + 1) % cameras.length].deviceId);
  };

  return (
    <div className="counter-scanner">
      <div className="counter-scanner__view">
        <video ref={video} className="counter-scanner__video" muted playsInline aria-label={t('camera.video')} />
        <div className="counter-scanner__frame" aria-hidden="true" />
      </div>
      <p
        className={problem ? 'counter-scanner__status counter-scanner__status--problem' : 'counter-scanner__status'}
        role="status"
        data-testid="scanner-status"
      >
        {t(problem ?? status)}
      </p>
      <div className="counter-scanner__controls">
        {torch.available && (
          <button
            type="button"
            className="counter-button counter-button--secondary"
            aria-pressed={torch.on}
            onClick={() => void toggleTorch()}
          >
            {t('camera.torch')}
          </button>
        )}
        {cameras.length > 1 && (
          <button type="button" className="counter-button counter-button--secondary" onClick={switchCamera}>
            {t('camera.switch')}
          </button>
        )}
        <button type="button" className="counter-button counter-button--secondary" onClick={onClose}>
          {t('camera.stop')}
        </button>
      </div>
    </div>
  );
}
