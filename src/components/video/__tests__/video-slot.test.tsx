import React from 'react';
import { act, screen } from '@testing-library/react';
import { renderInLocale } from '../../../../jest/render-with-i18n';
import { video } from './slot-fixture';
import { VideoSlot } from '../video-slot';

// Its own file: the slot's gate opens once per page load (here, per test file).

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('VideoSlot below the fold', () => {
  it('holds the 16:9 box and loads the facade only once the video is in view', async () => {
    let intersect: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    const observe = jest.fn();
    window.IntersectionObserver = jest.fn((callback: typeof intersect, options: IntersectionObserverInit) => {
      intersect = callback;
      expect(options.rootMargin).toBe('0px');
      return { observe, disconnect: jest.fn() };
    }) as unknown as typeof IntersectionObserver;
    const { container } = renderInLocale(<VideoSlot video={video} className="extra" />, 'zh');
    expect(observe).toHaveBeenCalled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('.extra')).not.toBeNull();
    intersect([{ isIntersecting: true }]);
    expect(await screen.findByRole('button', { name: '播放视频：飞秒脉冲加工玻璃，时长 1:05' })).toBeInTheDocument();
    expect(container.querySelector('figure')).toHaveClass('extra');
  });
});
