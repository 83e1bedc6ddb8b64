import { useEffect, useState } from 'react';
import { CAROUSEL_INTERVAL_MS } from '../../model/constants';
import type { Slide } from './content/landing';
import { useReducedMotion } from './hooks';
import './marketing.css';

type Props = { slides: Slide[]; label: string };

/**
 * The how-it-works carousel (spec section 4): it advances every 5 s and wraps; previous, next and
 * the dots change slide and restart the timer. It holds still while hovered or focused, and for
 * visitors who ask for reduced motion.
 */
export function Carousel({ slides, label }: Props) {
  const [index, setIndex] = useState(0);
  // Bumped by every manual change, so the timer restarts even when the slide stays the same.
  const [manual, setManual] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduced = useReducedMotion();
  const paused = hovered || focused || reduced;
  const count = slides.length;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [index, manual, paused, count]);

  const show = (next: number) => {
    setIndex(((next % count) + count) % count);
    setManual((n) => n + 1);
  };

  return (
    <div
      className="mk-carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="mk-carousel-viewport" aria-live={paused ? 'polite' : 'off'}>
        <div className="mk-carousel-track" style={{ transform: `translateX(-${index * 100}%)` }}>
          {slides.map((slide, i) => (
            <div
              key={slide.title}
              className="mk-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}: ${slide.title}`}
              aria-hidden={i !== index}
              inert={i !== index}
              style={{ background: slide.color, color: slide.ink }}
            >
              <div className="mk-slide-text">
                <p className="mk-slide-step">
                  {String(i + 1).padStart(2, '0')} / {String(count).padStart(2, '0')}
                </p>
                <h3>{slide.title}</h3>
                <p>{slide.description}</p>
              </div>
              <div className="mk-slide-stat">
                <strong>{slide.stat}</strong>
                <span>{slide.statLabel}</span>
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="mk-carousel-controls">
        <div className="mk-carousel-dots">
          {slides.map((slide, i) => (
            <button
              key={slide.title}
              type="button"
              className="mk-dot"
              aria-label={`Show slide ${i + 1}: ${slide.title}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => show(i)}
            >
              <span className="mk-dot-bar">
                {i === index && !paused && (
                  <span
                    key={`${index}-${manual}`}
                    className="mk-dot-progress"
                    style={{ animationDuration: `${CAROUSEL_INTERVAL_MS}ms` }}
                  />
                )}
              </span>
              <span className="mk-dot-label">{slide.title}</span>
            </button>
          ))}
        </div>
        <div className="mk-carousel-arrows">
          <button
            type="button"
            className="mk-arrow"
            aria-label="Previous slide"
            onClick={() => show(index - 1)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
          <button
            type="button"
            className="mk-arrow"
            aria-label="Next slide"
            onClick={() => show(index + 1)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
      </div>
    </div>
  );
}
