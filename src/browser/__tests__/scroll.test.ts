import { applyScroll, decideScroll, hashTarget } from '../scroll';

const at = (pathname: string, hash = '', action?: string, search = '') => ({ pathname, search, hash, action });

describe('decideScroll', () => {
  it('leaves the first render to the browser', () => {
    expect(decideScroll(at('/about/', '#contact'), null)).toEqual({ kind: 'none' });
  });

  it('goes to the top of a new page', () => {
    expect(decideScroll(at('/news/', '', 'PUSH'), at('/'))).toEqual({ kind: 'top' });
  });

  it('goes to the hash target, on a new page or the same one', () => {
    expect(decideScroll(at('/about/', '#contact', 'PUSH'), at('/'))).toEqual({ kind: 'hash', id: 'contact' });
    expect(decideScroll(at('/about/', '#join', 'PUSH'), at('/about/'))).toEqual({ kind: 'hash', id: 'join' });
  });

  it('restores the position on Back and Forward', () => {
    expect(decideScroll(at('/', '', 'POP'), at('/news/'))).toEqual({ kind: 'restore' });
  });

  it('stays put when only the hash was removed from the same page', () => {
    expect(decideScroll(at('/about/', '', 'PUSH'), at('/about/', '#contact'))).toEqual({ kind: 'none' });
  });

  it('goes to the top when the query changes', () => {
    expect(decideScroll(at('/news/', '', 'PUSH', '?page=2'), at('/news/'))).toEqual({ kind: 'top' });
  });
});

describe('hashTarget', () => {
  it('decodes ids and ignores empty hashes', () => {
    expect(hashTarget('#%E8%81%94%E7%B3%BB')).toBe('联系');
    expect(hashTarget('#')).toBeNull();
    expect(hashTarget('')).toBeNull();
    expect(hashTarget('#100%')).toBe('100%');
  });
});

describe('applyScroll', () => {
  beforeEach(() => {
    document.body.innerHTML = '<section id="contact"></section>';
    window.scrollTo = jest.fn();
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('scrolls the hash target into view', () => {
    applyScroll({ kind: 'hash', id: 'contact' });
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('falls back to the top when the target does not exist', () => {
    applyScroll({ kind: 'hash', id: 'missing' });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('does nothing for none and restore', () => {
    applyScroll({ kind: 'none' });
    applyScroll({ kind: 'restore' });
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
