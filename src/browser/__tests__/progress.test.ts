import { createProgress, domProgressView, progressTiming, type ProgressView } from '../progress';

function recordingView() {
  const calls: string[] = [];
  const view: ProgressView = {
    show: () => calls.push('show'),
    set: (fraction) => calls.push(`set ${fraction.toFixed(2)}`),
    hide: () => calls.push('hide'),
  };
  return { calls, view };
}

describe('createProgress', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('uses the constants of the spec', () => {
    expect(progressTiming).toMatchObject({ throttleMs: 200, durationMs: 5000, hideDelayMs: 500 });
  });

  it('never shows for a navigation faster than the throttle', () => {
    const { calls, view } = recordingView();
    const progress = createProgress(view);
    progress.start();
    jest.advanceTimersByTime(199);
    progress.finish();
    jest.advanceTimersByTime(2000);
    expect(calls).toEqual([]);
  });

  it('shows after the throttle, creeps, completes and hides after the delay', () => {
    const { calls, view } = recordingView();
    const progress = createProgress(view);
    progress.start();
    jest.advanceTimersByTime(200);
    expect(calls).toEqual(['set 0.00', 'show']);
    expect(progress.visible).toBe(true);
    jest.advanceTimersByTime(2500);
    expect(calls.at(-1)).toBe('set 0.50');
    progress.finish();
    expect(calls.at(-1)).toBe('set 1.00');
    jest.advanceTimersByTime(499);
    expect(calls).not.toContain('hide');
    jest.advanceTimersByTime(1);
    expect(calls.at(-1)).toBe('hide');
    expect(progress.visible).toBe(false);
  });

  it('stops short of the end while the page is still loading', () => {
    const { calls, view } = recordingView();
    const progress = createProgress(view);
    progress.start();
    jest.advanceTimersByTime(20_000);
    expect(calls.at(-1)).toBe('set 0.95');
  });

  it('restarts cleanly when a second navigation begins before the first ends', () => {
    const { calls, view } = recordingView();
    const progress = createProgress(view);
    progress.start();
    jest.advanceTimersByTime(100);
    progress.start();
    jest.advanceTimersByTime(150);
    expect(calls).toEqual([]);
    jest.advanceTimersByTime(50);
    expect(calls).toEqual(['set 0.00', 'show']);
  });
});

describe('domProgressView', () => {
  it('renders one labelled progress bar that only changes transform', () => {
    document.body.innerHTML = '<span id="nav-progress-label" hidden>Loading page</span>';
    const view = domProgressView();
    view.set(0.25);
    view.show();
    const bar = document.querySelector<HTMLElement>('[role="progressbar"]')!;
    expect(bar.hidden).toBe(false);
    expect(bar.style.transform).toBe('scaleX(0.25)');
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar).toHaveAccessibleName('Loading page');
    view.hide();
    expect(bar.hidden).toBe(true);
    expect(document.querySelectorAll('[role="progressbar"]')).toHaveLength(1);
  });
});
