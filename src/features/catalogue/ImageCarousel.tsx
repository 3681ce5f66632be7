import { useRef, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/catalogue.ts';
import SafeImage from '../../components/ui/SafeImage.tsx';
import '../../styles/carousel-dots.css';

/**
 * The product's images: swipe (scroll snap) or use the dots. The first image is the page's largest paint, asked for
 * first; `eager={false}` makes it lazy, still with high priority once shown (the build-time snapshot's hidden copies
 * must not all download).
 */
export default function ImageCarousel({ images, name, eager = true }: { images: string[]; name: string; eager?: boolean }) {
  const { t } = useT('catalogue');
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const show = (i: number) => {
    const el = track.current;
    if (el) el.scrollTo({ left: i * el.clientWidth, behavior: 'smooth' });
    setIndex(i);
  };
  return (
    <section className="image-carousel" aria-roledescription="carousel" aria-label={t('detail.images', { name })}>
      <div
        ref={track}
        className="image-carousel__track"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable so keyboard users can scroll it (axe scrollable-region-focusable)
        tabIndex={0}
        role="group"
        aria-label={t('detail.images', { name })}
        onScroll={(e) => {
          const el = e.currentTarget;
          setIndex(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
        }}
      >
        {images.map((src, i) => (
          <div
            key={`${src}-${i}`}
            className="image-carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('detail.imageOf', { n: i + 1, total: images.length })}
          >
            {i === 0 ? (
              <SafeImage src={src} alt={name} loading={eager ? 'eager' : 'lazy'} fetchPriority="high" />
            ) : (
              <SafeImage src={src} alt="" />
            )}
          </div>
        ))}
      </div>
      {images.length > 1 && (
        <div className="carousel-dots">
          {images.map((_, i) => (
            <button
              key={i}
              type="button"
              className={`carousel-dots__dot${i === index ? ' carousel-dots__dot--on' : ''}`}
              aria-label={t('detail.imageOf', { n: i + 1, total: images.length })}
              aria-current={i === index}
              onClick={() => show(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
