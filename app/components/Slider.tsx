import { Children, useEffect, useState, type ReactNode } from "react";
import { useKeenSlider, type KeenSliderPlugin } from "keen-slider/react.js";

interface SliderProps {
  label: string;
  children: ReactNode;
  /** Autoplay interval in ms (spec section 9). */
  interval: number;
  /** Slide animation duration in ms. */
  speed?: number;
  /** Slides per view from wide to narrow screens. */
  perView?: { base: number; md: number; lg: number };
}

const prefersReducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Moves on a timer; pauses while hovered or focused; never for reduced-motion visitors. */
const autoplay =
  (interval: number): KeenSliderPlugin =>
  (slider) => {
    if (prefersReducedMotion()) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let paused = false;
    const clear = () => clearTimeout(timer);
    const schedule = () => {
      clear();
      if (!paused) timer = setTimeout(() => slider.next(), interval);
    };
    const pause = () => {
      paused = true;
      clear();
    };
    const resume = () => {
      paused = false;
      schedule();
    };
    slider.on("created", () => {
      slider.container.addEventListener("mouseenter", pause);
      slider.container.addEventListener("mouseleave", resume);
      slider.container.addEventListener("focusin", pause);
      slider.container.addEventListener("focusout", resume);
      schedule();
    });
    slider.on("dragStarted", clear);
    slider.on("animationEnded", schedule);
    slider.on("updated", schedule);
    slider.on("destroyed", clear);
  };

/**
 * keen-slider with clickable pagination. Server-rendered as a row of slides that
 * scrolls sideways, which is all a visitor without script gets and needs.
 */
export function Slider({ label, children, interval, speed = 600, perView = { base: 1, md: 2, lg: 3 } }: SliderProps) {
  const slides = Children.toArray(children);
  const [current, setCurrent] = useState(0);
  const [ready, setReady] = useState(false);
  const [sliderRef, instanceRef] = useKeenSlider<HTMLDivElement>(
    {
      loop: true,
      defaultAnimation: { duration: prefersReducedMotion() ? 0 : speed },
      slides: { perView: perView.base, spacing: 24 },
      breakpoints: {
        "(min-width: 640px)": { slides: { perView: perView.md, spacing: 24 } },
        "(min-width: 1024px)": { slides: { perView: perView.lg, spacing: 24 } },
      },
      created: () => setReady(true),
      slideChanged: (slider) => setCurrent(slider.track.details.rel),
    },
    [autoplay(interval)],
  );
  useEffect(() => () => instanceRef.current?.destroy(), [instanceRef]);

  return (
    <div className="slider" role="region" aria-roledescription="carousel" aria-label={label}>
      <div
        ref={sliderRef}
        className={`keen-slider${ready ? " is-ready" : ""}`}
        style={{ ["--pv-base" as string]: perView.base, ["--pv-md" as string]: perView.md, ["--pv-lg" as string]: perView.lg }}
      >
        {slides.map((slide, index) => (
          <div
            key={index}
            className="keen-slider__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
          >
            {slide}
          </div>
        ))}
      </div>
      <div className="slider__dots js-only">
        {slides.map((_, index) => (
          <button
            key={index}
            type="button"
            className="slider__dot"
            aria-label={`Show slide ${index + 1} of ${slides.length}`}
            aria-current={current === index || undefined}
            onClick={() => instanceRef.current?.moveToIdx(index)}
          />
        ))}
      </div>
    </div>
  );
}
