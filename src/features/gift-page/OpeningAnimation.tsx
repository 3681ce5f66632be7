import { useEffect, useRef, useState } from 'react';
import { href } from '../../lib/paths.ts';
import { FRAME_COUNT, frameFile, frameIndexAt, LAYERS, OPENING_MS } from './animation-frames.ts';

const frameUrl = (layer: (typeof LAYERS)[number], i: number) => href(frameFile(layer, i));

/** Loads every frame once, so the sequence plays without gaps. */
function preloadFrames(): void {
  for (const layer of LAYERS) {
    for (let i = 0; i < FRAME_COUNT; i++) {
      const img = new Image();
      img.src = frameUrl(layer, i);
    }
  }
}

/**
 * The closed envelope, the first frame of the opening. The page's HTML paints it while the gift is being read
 * (decision 0227), so it loads at once and first.
 */
function ClosedEnvelope() {
  return <img className="gift-stage__layer" src={frameUrl('envelope', 0)} alt="" fetchPriority="high" />;
}

/** The stage of a gift still being read: the closed envelope, not yet a button. */
export function WaitingEnvelope() {
  return (
    <div className="gift-stage gift-stage--closed gift-stage--waiting">
      <ClosedEnvelope />
    </div>
  );
}

export interface OpeningAnimationProps {
  /** closed until the visitor taps; the animation then runs once */
  started: boolean;
  onStart: () => void;
  onDone: () => void;
  tapLabel: string;
  openingLabel: string;
}

/**
 * The closed card (an envelope) that, when tapped, plays the opening: three stacked frame sequences
 * (envelope, card, sparkle), 19 frames in about 1.7 s, once. With reduced motion it goes straight to the end.
 */
export function OpeningAnimation({ started, onStart, onDone, tapLabel, openingLabel }: OpeningAnimationProps) {
  const [frame, setFrame] = useState(0);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(preloadFrames, []);

  useEffect(() => {
    if (!started) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      done.current();
      return;
    }
    const startedAt = performance.now();
    let raf = 0;
    const tick = (now: number) => {
      const elapsed = now - startedAt;
      if (elapsed >= OPENING_MS) {
        setFrame(FRAME_COUNT - 1);
        done.current();
        return;
      }
      setFrame(frameIndexAt(elapsed));
      raf = requestAnimationFrame(tick);
    };
    raf = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(raf);
  }, [started]);

  if (!started) {
    return (
      <button type="button" className="gift-stage gift-stage--closed" onClick={onStart} data-testid="closed-card">
        <ClosedEnvelope />
        <span className="gift-stage__tap">{tapLabel}</span>
      </button>
    );
  }
  return (
    <div className="gift-stage" data-testid="opening-card" data-frame={frame} aria-live="polite">
      {LAYERS.map((layer) => (
        <img key={layer} className="gift-stage__layer" src={frameUrl(layer, frame)} alt="" />
      ))}
      <span className="visually-hidden">{openingLabel}</span>
    </div>
  );
}
