import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { pickLang } from '../../shared/i18n-pick.ts';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/frontend.ts';
import SafeImage from '../../components/ui/SafeImage.tsx';
import type { Lang3, Linkage } from '../../shared/api/catalogue-types.ts';
import { linkTarget } from './linkage.ts';
import '../../styles/carousel-dots.css';

/** Loaded when a video banner is first opened (decision 0005: the home page's byte budget). */
const VideoDialog = lazy(() => import('./VideoDialog.tsx'));

export const BANNER_INTERVAL_MS = 5000;

/**
 * The home banners: advance every 5000 ms, swipe with a finger (scroll snap), pause while touched, hovered or
 * focused, and by the pause button. Each opens by its linkage: a page, an external site, or a video in a dialog.
 * `stale`: the build-time snapshot's banners, kept hidden until the shopper's own market answers (decision 0223).
 */
export default function BannerCarousel({ banners, lang, stale = false }: { banners: Linkage[]; lang: Lang3; stale?: boolean }) {
  const { t } = useT('frontend');
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [interacting, setInteracting] = useState(false);
  const [paused, setPaused] = useState(false);
  const [video, setVideo] = useState<{ url: string; title: string; image: string } | null>(null);
  const count = banners.length;

  const show = (i: number, smooth = true) => {
    const el = track.current;
    if (!el || count === 0) return;
    const next = ((i % count) + count) % count;
    el.scrollTo({ left: next * el.clientWidth, behavior: smooth ? 'smooth' : 'auto' });
    setIndex(next);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: show is recreated every render; the timer restarts whenever its inputs change
  useEffect(() => {
    if (count < 2 || paused || interacting || video) return;
    const timer = window.setInterval(() => show(index + 1), BANNER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [count, paused, interacting, video, index]);

  if (count === 0) return null;
  return (
    <section
      className="banners"
      data-stale={stale || undefined}
      aria-roledescription="carousel"
      aria-label={t('banners.label')}
      onPointerEnter={() => setInteracting(true)}
      onPointerLeave={() => setInteracting(false)}
      onFocus={() => setInteracting(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node)) setInteracting(false);
      }}
      onTouchStart={() => setInteracting(true)}
      onTouchEnd={() => window.setTimeout(() => setInteracting(false), BANNER_INTERVAL_MS)}
    >
      <div
        ref={track}
        className="banners__track"
        aria-live={paused ? 'polite' : 'off'}
        onScroll={(e) => {
          const el = e.currentTarget;
          const i = Math.round(el.scrollLeft / Math.max(1, el.clientWidth));
          if (i !== index) setIndex(i);
        }}
      >
        {banners.map((b, i) => {
          const title = pickLang(b.multiple_languages, lang, 'name') || b.linkage_info.name;
          const target = linkTarget(b);
          const art = pickLang(b.multiple_languages, lang, 'image') || b.image;
          // the first slide is the page's largest paint: fetched first (pages/home.astro also preloads it)
          const image =
            i === 0 ? <SafeImage src={art} alt={title} loading="eager" fetchPriority="high" /> : <SafeImage src={art} alt={title} />;
          return (
            <div
              key={b.id}
              className="banners__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('banners.slide', { n: i + 1, total: count })}
              data-testid="banner"
            >
              {target.kind === 'page' && (
                <a href={target.url} tabIndex={i === index ? 0 : -1}>
                  {image}
                </a>
              )}
              {target.kind === 'external' && (
                <a href={target.url} target="_blank" rel="noopener noreferrer" tabIndex={i === index ? 0 : -1}>
                  {image}
                </a>
              )}
              {target.kind === 'video' && (
                <button
                  type="button"
                  className="banners__video"
                  onClick={() => setVideo({ url: target.url, title, image: art })}
                  tabIndex={i === index ? 0 : -1}
                >
                  {image}
                  <span className="banners__play" aria-hidden="true">
                    ▶
                  </span>
                </button>
              )}
              {target.kind === 'none' && image}
            </div>
          );
        })}
      </div>
      <div className="banners__controls">
        <button
          type="button"
          className="banners__pause"
          onClick={() => setPaused((p) => !p)}
          aria-label={paused ? t('banners.play') : t('banners.pause')}
          data-testid="banner-pause"
        >
          {paused ? '▶' : '❚❚'}
        </button>
        <div className="carousel-dots">
          {banners.map((b, i) => (
            <button
              key={b.id}
              type="button"
              className={`carousel-dots__dot${i === index ? ' carousel-dots__dot--on' : ''}`}
              aria-label={t('banners.slide', { n: i + 1, total: count })}
              aria-current={i === index}
              onClick={() => show(i)}
            />
          ))}
        </div>
      </div>
      {video && (
        <Suspense fallback={null}>
          <VideoDialog url={video.url} title={video.title} image={video.image} onClose={() => setVideo(null)} />
        </Suspense>
      )}
    </section>
  );
}
