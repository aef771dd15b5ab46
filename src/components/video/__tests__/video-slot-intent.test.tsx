import React from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderInLocale } from '../../../../jest/render-with-i18n';
import { video } from './slot-fixture';
import { VideoSlot } from '../video-slot';

// Its own file: the slot's gate opens once per page load (here, per test file); see video-slot.test.tsx.

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('VideoSlot out of view', () => {
  it('loads the facade when a visitor reaches for the video (hover), though it is not in view', async () => {
    const observe = jest.fn();
    window.IntersectionObserver = jest.fn(() => ({
      observe,
      disconnect: jest.fn(),
    })) as unknown as typeof IntersectionObserver;
    const { container } = renderInLocale(<VideoSlot video={video} />, 'zh');
    expect(observe).toHaveBeenCalled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button')).toBeNull();
    fireEvent.pointerOver(container.firstElementChild!);
    // The facade is a chunk of its own (import()): a busy machine may take over a second to load it.
    expect(
      await screen.findByRole('button', { name: '播放视频：飞秒脉冲加工玻璃，时长 1:05' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
