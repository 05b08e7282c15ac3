import type { SiteSlide } from '@blade-console/blade-client/types';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { type FocusEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { safeImage, safeUrl } from '../../utils/safeUrl';
import { Caption, ControlButton, Controls, Dot, Frame, Slide } from './Carousel.styles';

/** How long a slide stays before the next one, while playing. */
export const SLIDE_MS = 6000;

/** Whether the visitor asked their system for less motion. */
function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!query) return;
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

function SlideLink({ url, children }: { url: string; children: string }) {
  const safe = safeUrl(url);
  if (!safe) return null;
  return safe.kind === 'internal' ? (
    <Link to={safe.path}>{children}</Link>
  ) : (
    <a href={safe.href}>{children}</a>
  );
}

/**
 * The home page's slides (WAI-ARIA carousel pattern): previous/next, a button per slide, and a
 * pause button. It advances by itself only while playing, never under reduced motion, and holds
 * still while the pointer or the keyboard focus is on it; the slide shown is announced only when
 * the visitor moves it. The first picture loads at once (it is the page's largest), the rest lazily.
 */
export function Carousel({ slides }: { slides: SiteSlide[] }) {
  const { t } = useTranslation('site');
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  const reducedMotion = useReducedMotion();
  const total = slides.length;
  const moving = playing && !held && !reducedMotion && total > 1;

  // `index` restarts the wait whenever the slide changes, by the timer or by the visitor.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!moving) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % total), SLIDE_MS);
    return () => window.clearTimeout(timer);
  }, [moving, index, total]);

  if (total === 0) return null;
  const go = (next: number) => setIndex((next + total) % total);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
  };

  return (
    <Frame
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={onBlur}
    >
      <div aria-live={moving ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const image = safeImage(slide.imageUrl);
          return (
            <Slide
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slide', { index: i + 1, total })}
              hidden={i !== index}
            >
              {image ? (
                <img
                  src={image}
                  alt=""
                  width={1200}
                  height={400}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  decoding="async"
                />
              ) : null}
              <Caption>
                <p>{slide.title}</p>
                <SlideLink url={slide.linkUrl}>{t('carousel.learnMore')}</SlideLink>
              </Caption>
            </Slide>
          );
        })}
      </div>
      {total > 1 ? (
        <Controls>
          <ControlButton
            type="button"
            onClick={() => setPlaying((value) => !value)}
            aria-label={t(playing ? 'carousel.pause' : 'carousel.play')}
          >
            {playing ? <Pause size={18} aria-hidden /> : <Play size={18} aria-hidden />}
          </ControlButton>
          <ControlButton type="button" onClick={() => go(index - 1)} aria-label={t('carousel.previous')}>
            <ChevronLeft size={20} aria-hidden />
          </ControlButton>
          {slides.map((slide, i) => (
            <Dot
              key={slide.id}
              type="button"
              aria-label={t('carousel.goTo', { index: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
          <ControlButton type="button" onClick={() => go(index + 1)} aria-label={t('carousel.next')}>
            <ChevronRight size={20} aria-hidden />
          </ControlButton>
        </Controls>
      ) : null}
    </Frame>
  );
}
