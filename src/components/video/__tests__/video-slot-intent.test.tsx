import React from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderInLocale } from '../../../../jest/render-with-i18n';
import type { Video } from '../video-facade';
import { VideoSlot } from '../video-slot';

// Its own file: the slot's gate opens once per page load (here, per test file); see video-slot.test.tsx.
const video: Video = {
  title: '飞秒脉冲加工玻璃',
  duration: 65,
  poster: {
    childImageSharp: {
      gatsbyImageData: {
        layout: 'constrained',
        width: 960,
        height: 540,
        images: { fallback: { src: '/static/poster.jpg' }, sources: [] },
      },
    },
  },
  mp4: { url: '/uploads/videos/pulse-1234abcd.mp4' },
  webm: null,
  embed: null,
  captionsZh: null,
  captionsEn: null,
};

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
    expect(await screen.findByRole('button', { name: '播放视频：飞秒脉冲加工玻璃，时长 1:05' })).toBeInTheDocument();
  });
});
