import { pageEnter, pageLeave, transitionName } from '../transition';

describe('page transition', () => {
  beforeEach(() => {
    document.body.innerHTML = '<main data-page></main>';
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('is named page and runs leave, then enter', () => {
    const page = document.querySelector('main')!;
    expect(transitionName).toBe('page');
    pageLeave();
    expect(page.className).toBe('page-leave-active');
    pageEnter();
    expect(page.className).toBe('page-enter-active');
    page.dispatchEvent(new Event('animationend'));
    expect(page.className).toBe('');
  });

  it('cleans up even when no animation runs (reduced motion)', () => {
    pageEnter();
    jest.advanceTimersByTime(1000);
    expect(document.querySelector('main')!.className).toBe('');
  });
});
