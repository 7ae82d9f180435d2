import { useEffect, useRef, useState } from 'react';
import { TESTIMONIALS } from './testimonials';

const AUTOPLAY_MS = 6000;
const SWIPE_DISTANCE = 100;

/** Rotating pilot quotes: autoplay every 6 s, looping; pauses while hovered or focused; swipeable. */
export function TestimonialCarousel() {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const count = TESTIMONIALS.length;

  const go = (next: number) => setIndex((next + count) % count);

  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [paused, count]);

  return (
    <section
      className="testimonials"
      aria-roledescription="carousel"
      aria-label="What pilots say"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        className="testimonial-viewport"
        onPointerDown={(event) => {
          swipeStart.current = event.clientX;
        }}
        onPointerUp={(event) => {
          if (swipeStart.current === null) return;
          const distance = event.clientX - swipeStart.current;
          swipeStart.current = null;
          if (Math.abs(distance) >= SWIPE_DISTANCE) go(index + (distance < 0 ? 1 : -1));
        }}
      >
        <div className="testimonial-track" style={{ transform: `translateX(-${index * 100}%)` }}>
          {TESTIMONIALS.map((t, i) => (
            // The slide is a group around the quote's figure: a figure may not take the group role itself.
            <div key={t.name} className="testimonial" role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${count}`} aria-hidden={i !== index}>
              <figure>
                <blockquote>“{t.quote}”</blockquote>
                <figcaption>
                  <strong>{t.name}</strong>
                  <span>{t.detail}</span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      <div className="testimonial-controls">
        <button type="button" className="carousel-arrow" onClick={() => go(index - 1)}>
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">Previous testimonial</span>
        </button>
        {TESTIMONIALS.map((t, i) => (
          <button
            key={t.name}
            type="button"
            className={`carousel-dot${i === index ? ' active' : ''}`}
            aria-current={i === index}
            onClick={() => go(i)}
          >
            <span className="visually-hidden">Show testimonial {i + 1}</span>
          </button>
        ))}
        <button type="button" className="carousel-arrow" onClick={() => go(index + 1)}>
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">Next testimonial</span>
        </button>
      </div>
    </section>
  );
}
