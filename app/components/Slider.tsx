import { Children, useEffect, useRef, useState, type ReactNode } from "react";
import type { KeenSliderInstance, KeenSliderOptions, KeenSliderPlugin } from "keen-slider";

interface SliderProps {
  label: string;
  children: ReactNode;
  /** Autoplay interval in ms. */
  interval: number;
  /** Slide animation duration in ms. */
  speed?: number;
  /** Slides per view from wide to narrow screens. */
  perView?: { base: number; md: number; lg: number };
}

/** How far below (or above) the screen a slider starts loading keen-slider. */
const SCREEN_MARGIN = "200px 0px";

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
      // Hovered or focused before the slider took over: start paused.
      if (slider.container.matches(":hover, :focus-within")) pause();
      else schedule();
    });
    slider.on("dragStarted", clear);
    slider.on("animationEnded", schedule);
    slider.on("updated", schedule);
    slider.on("destroyed", clear);
  };

/**
 * A card reached with the keyboard is shown whole. Focusing a link out of view makes the browser
 * scroll the row to it, underneath keen-slider's own placing of the slides, which leaves a card
 * cut in half and a gap: the row is put back and the slider brought to that card.
 */
const showFocused: KeenSliderPlugin = (slider) => {
  const unscroll = () => {
    slider.container.scrollLeft = 0;
  };
  const bringIn = (event: FocusEvent) => {
    const slide = (event.target as Element).closest(".keen-slider__slide");
    const index = slide ? slider.slides.indexOf(slide as HTMLElement) : -1;
    if (index >= 0 && (slider.track.details.slides[index]?.portion ?? 1) < 1)
      slider.moveToIdx(index);
  };
  slider.on("created", () => {
    slider.container.addEventListener("scroll", unscroll);
    slider.container.addEventListener("focusin", bringIn);
  });
  slider.on("destroyed", () => {
    slider.container.removeEventListener("scroll", unscroll);
    slider.container.removeEventListener("focusin", bringIn);
  });
};

/** Where a slide starts in the sideways scroller's own coordinates. */
const slideStart = (track: HTMLElement, slide: Element) =>
  slide.getBoundingClientRect().left - track.getBoundingClientRect().left + track.scrollLeft;

/** The slide the scroller shows first (it may have been scrolled before keen-slider ran). */
function nearestSlide(track: HTMLElement): number {
  const distances = Array.from(track.children, (slide) =>
    Math.abs(slideStart(track, slide) - track.scrollLeft),
  );
  return Math.max(0, distances.indexOf(Math.min(...distances)));
}

/**
 * keen-slider with clickable pagination. Server-rendered as a row of slides that
 * scrolls sideways, which is all a visitor without script gets and needs. keen-slider
 * itself is downloaded only when a slider comes near the screen (or is pointed at or
 * focused), so pages ship no slider code for their first view.
 */
export function Slider({
  label,
  children,
  interval,
  speed = 600,
  perView = { base: 1, md: 2, lg: 3 },
}: SliderProps) {
  const slides = Children.toArray(children);
  const [current, setCurrent] = useState(0);
  const [ready, setReady] = useState(false);
  const region = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const instance = useRef<KeenSliderInstance | null>(null);
  const { base, md, lg } = perView;

  useEffect(() => {
    const box = region.current;
    const element = track.current;
    if (!box || !element) return;
    let stopped = false;
    let started = false;
    const events = ["pointerover", "touchstart", "focusin"] as const;
    const start = () => {
      if (started) return;
      started = true;
      unwatch();
      import("keen-slider").then(
        ({ default: KeenSlider }) => {
          if (stopped) return;
          const options: KeenSliderOptions = {
            loop: true,
            initial: nearestSlide(element),
            defaultAnimation: { duration: prefersReducedMotion() ? 0 : speed },
            slides: { perView: base, spacing: 24 },
            breakpoints: {
              "(min-width: 640px)": { slides: { perView: md, spacing: 24 } },
              "(min-width: 1024px)": { slides: { perView: lg, spacing: 24 } },
            },
            created: (slider) => {
              setCurrent(slider.track.details.rel);
              setReady(true);
            },
            slideChanged: (slider) => setCurrent(slider.track.details.rel),
          };
          // The sideways scroller may have been scrolled; keen-slider moves the slides itself.
          element.scrollLeft = 0;
          instance.current = new KeenSlider(element, options, [autoplay(interval), showFocused]);
        },
        () => {
          // Offline, or a new release replaced the file: the row keeps scrolling natively.
        },
      );
    };
    const observer =
      typeof IntersectionObserver === "undefined"
        ? undefined
        : new IntersectionObserver(
            (entries) => entries.some((entry) => entry.isIntersecting) && start(),
            { rootMargin: SCREEN_MARGIN },
          );
    const unwatch = () => {
      observer?.disconnect();
      events.forEach((name) => box.removeEventListener(name, start));
    };
    if (observer) observer.observe(element);
    else start();
    events.forEach((name) => box.addEventListener(name, start, { passive: true }));
    return () => {
      stopped = true;
      unwatch();
      instance.current?.destroy();
      instance.current = null;
      setReady(false);
    };
  }, [interval, speed, base, md, lg]);

  const show = (index: number) => {
    if (instance.current) {
      instance.current.moveToIdx(index);
      return;
    }
    // keen-slider is still on its way: scroll the native row to that slide meanwhile.
    const element = track.current;
    const slide = element?.children[index] as HTMLElement | undefined;
    if (element && slide)
      element.scrollTo({
        left: slideStart(element, slide),
        behavior: prefersReducedMotion() ? "auto" : "smooth",
      });
    setCurrent(index);
  };

  return (
    <div
      ref={region}
      className="slider"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div
        ref={track}
        className={`keen-slider${ready ? " is-ready" : ""}`}
        style={{
          ["--pv-base" as string]: base,
          ["--pv-md" as string]: md,
          ["--pv-lg" as string]: lg,
        }}
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
            onClick={() => show(index)}
          />
        ))}
      </div>
    </div>
  );
}
