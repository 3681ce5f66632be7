import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/group-gift.ts';
import { VOICE_MAX_SECONDS } from '../../shared/api/schemas/group-gift.ts';

/** Chromium and Firefox record WebM with Opus, Safari MP4 with AAC; the server accepts both (decision 0259). */
function recordingType(): string | undefined {
  if (typeof MediaRecorder === 'undefined') return undefined;
  return ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4;codecs=mp4a.40.2', 'audio/mp4'].find((t) => MediaRecorder.isTypeSupported(t));
}

/**
 * A voice note of at most 20 s, recorded in the browser with MediaRecorder: Record, Stop (or the 20 s cap), then a
 * player to listen to it and Remove. Hands the recording (or null) to `onChange`.
 */
export default function VoiceRecorder({ onChange }: { onChange: (voice: Blob | null) => void }) {
  const { t } = useT('group-gift');
  const [state, setState] = useState<'idle' | 'recording' | 'done' | 'unavailable'>('idle');
  const [seconds, setSeconds] = useState(0);
  const [url, setUrl] = useState('');
  const recorder = useRef<MediaRecorder | null>(null);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    if (!navigator.mediaDevices?.getUserMedia || !recordingType()) setState('unavailable');
    return () => {
      for (const id of timers.current) window.clearTimeout(id);
      recorder.current?.stream.getTracks().forEach((track) => {
        track.stop();
      });
    };
  }, []);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  const stop = () => {
    for (const id of timers.current) window.clearTimeout(id);
    timers.current = [];
    if (recorder.current?.state === 'recording') recorder.current.stop();
  };

  const start = async () => {
    const type = recordingType();
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setState('unavailable');
      return;
    }
    const rec = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
    const chunks: Blob[] = [];
    const began = Date.now();
    rec.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.push(e.data);
    };
    rec.onstop = () => {
      stream.getTracks().forEach((track) => {
        track.stop();
      });
      const blob = new Blob(chunks, { type: (rec.mimeType || type || 'audio/webm').split(';')[0] });
      setSeconds(Math.min(VOICE_MAX_SECONDS, Math.round((Date.now() - began) / 1000)));
      setUrl(URL.createObjectURL(blob));
      setState('done');
      onChange(blob);
    };
    recorder.current = rec;
    rec.start();
    setSeconds(0);
    setState('recording');
    const tick = () => {
      setSeconds(Math.round((Date.now() - began) / 1000));
      timers.current.push(window.setTimeout(tick, 1000));
    };
    timers.current.push(window.setTimeout(tick, 1000));
    // the cap: a recording stops itself at 20 s
    timers.current.push(window.setTimeout(stop, VOICE_MAX_SECONDS * 1000));
  };

  const discard = () => {
    setUrl('');
    setState('idle');
    onChange(null);
  };

  return (
    <fieldset className="gg-voice" data-testid="voice-recorder">
      <legend>{t('sign.voice')}</legend>
      {state === 'unavailable' && <p className="hint">{t('sign.noMic')}</p>}
      {state === 'idle' && (
        <Button type="button" variant="secondary" onClick={() => void start()} data-testid="voice-record">
          {t('sign.record')}
        </Button>
      )}
      {state === 'recording' && (
        <div className="gg-voice__row">
          <span role="status" data-testid="voice-recording">
            {t('sign.recording', { seconds })}
          </span>
          <Button type="button" variant="danger" onClick={stop} data-testid="voice-stop">
            {t('sign.stop')}
          </Button>
        </div>
      )}
      {state === 'done' && (
        <div className="gg-voice__row">
          <span data-testid="voice-recorded">{t('sign.recorded', { seconds })}</span>
          {/* biome-ignore lint/a11y/useMediaCaption: the member's own voice note, just recorded; it has no captions */}
          <audio controls src={url} />
          <Button type="button" variant="ghost" onClick={discard}>
            {t('sign.discard')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
