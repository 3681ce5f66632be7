import { useCallback, useEffect, useRef, useState } from 'react';
import { Howl } from 'howler';

export interface GiftMusic {
  playing: boolean;
  /** starts the track from where it was (call from a tap, so browsers allow sound) */
  play(): void;
  toggle(): void;
  stop(): void;
}

/** The card's track through Howler: played on opening, toggled by the music button, never looped. */
export function useGiftMusic(url: string | null): GiftMusic {
  const howl = useRef<Howl | null>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!url) return;
    const h = new Howl({
      src: [url],
      preload: true,
      loop: false,
      onplay: () => setPlaying(true),
      onpause: () => setPlaying(false),
      onstop: () => setPlaying(false),
      onend: () => setPlaying(false),
      onplayerror: () => {
        setPlaying(false);
        // locked audio (no gesture yet): play once the browser unlocks it
        h.once('unlock', () => h.play());
      },
    });
    howl.current = h;
    return () => {
      h.unload();
      howl.current = null;
    };
  }, [url]);

  const play = useCallback(() => {
    const h = howl.current;
    if (h && !h.playing()) h.play();
  }, []);
  const stop = useCallback(() => {
    howl.current?.stop();
  }, []);
  const toggle = useCallback(() => {
    const h = howl.current;
    if (!h) return;
    if (h.playing()) h.pause();
    else h.play();
  }, []);
  return { playing, play, toggle, stop };
}
