import { useId, useState, type KeyboardEvent } from 'react';
import type { TestimonialsContent } from '../../content/homeTestimonials';
import { glyphs, Icon, useUnavailableUntilHydrated, VisuallyHidden } from '../../kit';
import { Band } from '../Band';
import { SectionIntro } from '../SectionIntro';
import { initialsOf, wrapIndex } from './carousel';
import * as styles from './TestimonialsCarousel.css';

const avatarTones = ['brand', 'accent', 'success'] as const;

export interface TestimonialsCarouselProps {
  /** Title and the testimonials, shown one at a time (src/content/homeTestimonials.ts). */
  content: TestimonialsContent;
}

/**
 * One testimonial at a time, moved only by the visitor (no autoplay): previous and next buttons,
 * or the arrow keys while the carousel has focus. Both ends wrap around.
 */
export function TestimonialsCarousel({ content }: TestimonialsCarouselProps) {
  const titleId = useId();
  const [index, setIndex] = useState(0);
  const count = content.items.length;
  // Sent by the server, the buttons show before the scripts that turn the slides have run.
  const unavailable = useUnavailableUntilHydrated();
  const go = (delta: number) => setIndex((current) => wrapIndex(current + delta, count));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };

  return (
    <Band labelledBy={titleId}>
      <SectionIntro id={titleId} eyebrow={content.eyebrow} title={content.title} align="center" />
      {/* The carousel itself takes focus so the arrow keys work as soon as Tab reaches it, before its buttons. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        role="group"
        aria-roledescription="carrousel"
        aria-label={content.carouselLabel}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onKeyDown={onKeyDown}
        className={styles.carousel}
        data-index={index}
      >
        <div className={styles.slides}>
          {content.items.map((item, i) => (
            <div
              key={item.id}
              role="group"
              aria-roledescription="témoignage"
              aria-label={`${i + 1} sur ${count}`}
              className={styles.slide}
              data-active={i === index ? '' : undefined}
            >
              <figure className={styles.figure}>
                <blockquote className={styles.quote}>
                  <p>{item.message}</p>
                </blockquote>
                <figcaption className={styles.author}>
                  <span
                    className={[
                      styles.avatar,
                      styles.avatarTone[avatarTones[i % avatarTones.length] ?? 'brand'],
                    ].join(' ')}
                    aria-hidden="true"
                  >
                    {initialsOf(item.name)}
                  </span>
                  <span>
                    <span className={styles.name}>{item.name}</span>
                    <span className={styles.role}>{item.role}</span>
                  </span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            onClick={() => go(-1)}
            aria-label={content.previousLabel}
            {...unavailable.controlProps}
          >
            <Icon glyph={glyphs.chevronLeft} />
          </button>
          <div className={styles.dots} aria-hidden="true">
            {content.items.map((item, i) => (
              <span
                key={item.id}
                className={styles.dot}
                data-active={i === index ? '' : undefined}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.control}
            onClick={() => go(1)}
            aria-label={content.nextLabel}
            {...unavailable.controlProps}
          >
            <Icon glyph={glyphs.chevronRight} />
          </button>
          {unavailable.description}
        </div>
        <VisuallyHidden as="p" aria-live="polite" aria-atomic="true">
          {content.positionLabel
            .replace('{n}', String(index + 1))
            .replace('{total}', String(count))}
        </VisuallyHidden>
      </div>
    </Band>
  );
}
