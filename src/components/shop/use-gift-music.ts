import { useCallback, useEffect, useRef, useState } from 'react';
import { Howl } from 'howler';
import { whenIdle } from '../../lib/after-load.ts';

export interface GiftMusic {
  playing: boolean;
  /** starts the track from where it was (call from a tap, so browsers allow sound) */
  play(): void;
  toggle(): void;
  stop(): void;
}

/**
 * The card's track through Howler: played on opening, toggled by the music button, never looped. The file (a WAV of
 * 130-180 KB) is fetched once the page is idle, not with the page: it competed with the page's own content for the
 * network (the order page's largest element waited 1.5 s on a slow phone). A tap before then plays it once loaded.
 */
export function useGiftMusic(url: string | null): GiftMusic {
  const howl = useRef<Howl | null>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!url) return;
    const h = new Howl({
      src: [url],
      preload: false,
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
    const cancelLoad = whenIdle(() => {
      if (h.state() === 'unloaded') h.load();
    });
    return () => {
      cancelLoad();
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
