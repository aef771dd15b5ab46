import { watchNavigationStart } from '../navigation-start';

describe('watchNavigationStart', () => {
  function setup() {
    const navigate = jest.fn();
    const win = window as Window & { ___navigate?: (to: string | number, options?: unknown) => unknown };
    win.___navigate = navigate;
    let rendered = '/en/';
    const started: string[] = [];
    const stop = watchNavigationStart(
      win,
      () => rendered,
      (path) => started.push(path),
    );
    return { win, navigate, started, stop, render: (path: string) => (rendered = path) };
  }

  it('reports link navigations to another page before Gatsby loads it, and still navigates', () => {
    const { win, navigate, started, stop } = setup();
    win.___navigate!('/en/news/?page=2', { replace: false });
    expect(started).toEqual(['/en/news/']);
    expect(navigate).toHaveBeenCalledWith('/en/news/?page=2', { replace: false });
    stop();
  });

  it('ignores hash-only moves and history steps by number', () => {
    const { win, started, stop } = setup();
    win.___navigate!('/en/#facts');
    win.___navigate!(-1);
    expect(started).toEqual([]);
    stop();
  });

  it('reports Back and Forward to another page', () => {
    const { win, started, stop, render } = setup();
    render('/en/products/');
    win.dispatchEvent(new PopStateEvent('popstate'));
    expect(started).toEqual([window.location.pathname]);
    stop();
  });

  it('restores the original navigate when stopped', () => {
    const { win, navigate, stop } = setup();
    stop();
    expect(win.___navigate).toBe(navigate);
  });
});
