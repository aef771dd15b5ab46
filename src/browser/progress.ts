/** The navigation progress bar (docs/requirements.md, Navigation behaviour). */
export const progressTiming = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500, tickMs: 100 } as const;

export interface ProgressView {
  show(): void;
  /** Fraction done, 0 to 1. */
  set(fraction: number): void;
  hide(): void;
}

export interface ProgressController {
  start(): void;
  finish(): void;
  readonly visible: boolean;
}

/**
 * Shows the bar only when a navigation takes longer than the throttle, lets it creep towards
 * the end over the duration, completes it when the page is ready and hides it after the delay.
 */
export function createProgress(view: ProgressView, timing = progressTiming): ProgressController {
  let throttle: ReturnType<typeof setTimeout> | undefined;
  let creep: ReturnType<typeof setInterval> | undefined;
  let hide: ReturnType<typeof setTimeout> | undefined;
  let visible = false;

  const clear = () => {
    clearTimeout(throttle);
    clearInterval(creep);
    clearTimeout(hide);
    throttle = creep = hide = undefined;
  };

  return {
    get visible() {
      return visible;
    },
    start() {
      clear();
      if (visible) view.set(0);
      throttle = setTimeout(() => {
        throttle = undefined;
        const shownAt = Date.now();
        visible = true;
        view.set(0);
        view.show();
        creep = setInterval(() => {
          // Creeps linearly and stops short of the end: only a finished page fills the bar.
          view.set(Math.min(0.95, (Date.now() - shownAt) / timing.durationMs));
        }, timing.tickMs);
      }, timing.throttleMs);
    },
    finish() {
      const wasShown = visible;
      clear();
      if (!wasShown) return;
      view.set(1);
      hide = setTimeout(() => {
        visible = false;
        view.hide();
      }, timing.hideDelayMs);
    },
  };
}

export const progressLabelId = 'nav-progress-label';

/** The bar itself: a fixed element that only ever changes opacity and transform. */
export function domProgressView(doc: Document = document): ProgressView {
  let bar: HTMLElement | null = null;
  const element = () => {
    if (bar) return bar;
    bar = doc.createElement('div');
    bar.className = 'nav-progress';
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-valuemin', '0');
    bar.setAttribute('aria-valuemax', '100');
    bar.dataset.testid = 'nav-progress';
    // The label text is the page's own, translated (see Layout).
    bar.setAttribute('aria-labelledby', progressLabelId);
    bar.hidden = true;
    doc.body.appendChild(bar);
    return bar;
  };
  return {
    show() {
      const el = element();
      el.hidden = false;
    },
    set(fraction) {
      const el = element();
      el.style.transform = `scaleX(${fraction})`;
      el.setAttribute('aria-valuenow', String(Math.round(fraction * 100)));
    },
    hide() {
      element().hidden = true;
    },
  };
}
