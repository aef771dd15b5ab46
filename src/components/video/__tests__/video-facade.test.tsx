import React from 'react';
import { fireEvent, screen } from '@testing-library/react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { renderInLocale } from '../../../../jest/render-with-i18n';
import { type Video, VideoFacade, formatDuration } from '../video-facade';
import { VideoSlot } from '../video-slot';

const poster = {
  childImageSharp: {
    gatsbyImageData: {
      layout: 'constrained',
      width: 960,
      height: 540,
      images: {
        fallback: { src: '/static/poster.jpg', srcSet: '/static/poster.jpg 960w', sizes: '960px' },
        sources: [],
      },
    } as IGatsbyImageData,
  },
};

const hosted: Video = {
  title: '飞秒脉冲加工玻璃',
  duration: 65,
  poster,
  mp4: { url: '/uploads/videos/pulse-1234abcd.mp4' },
  webm: { url: '/uploads/videos/pulse-1234abcd.webm' },
  embed: null,
  captions: [
    { locale: 'zh', value: { url: '/uploads/videos/pulse-zh-1234abcd.vtt' } },
    { locale: 'en', value: { url: '/uploads/videos/pulse-en-1234abcd.vtt' } },
  ],
};
const embedded: Video = {
  ...hosted,
  mp4: null,
  webm: null,
  captions: [],
  embed: 'https://player.bilibili.com/player.html?bvid=BV1xx411c7mD',
};

let play: jest.SpyInstance;
beforeEach(() => {
  // jsdom has no media playback.
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => play.mockRestore());

describe('formatDuration', () => {
  it.each([
    [5, '0:05'],
    [65, '1:05'],
    [600, '10:00'],
    [3725, '1:02:05'],
    [64.6, '1:05'],
  ])('%s seconds read %s', (seconds, shown) => expect(formatDuration(seconds)).toBe(shown));
});

describe('VideoFacade', () => {
  it('shows only the poster and a play button named with the title and duration, in Chinese', () => {
    const { container } = renderInLocale(<VideoFacade video={hosted} />, 'zh');
    expect(screen.getByRole('button', { name: '播放视频：飞秒脉冲加工玻璃，时长 1:05' })).toBeInTheDocument();
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/static/poster.jpg');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '960');
    // No player and nothing that would fetch the video before the press.
    expect(container.querySelector('video, iframe, source, track')).toBeNull();
  });

  it('names the button in English on English pages', () => {
    renderInLocale(<VideoFacade video={{ ...hosted, title: 'Pulses on glass' }} />, 'en');
    expect(screen.getByRole('button', { name: 'Play video: Pulses on glass, 1:05' })).toBeInTheDocument();
  });

  it('loads the poster eagerly when it is the largest thing on first view', () => {
    const { container } = renderInLocale(<VideoFacade video={hosted} loading="eager" />, 'zh');
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it('swaps to a focused, playing <video> with both sources and both caption tracks on a click', () => {
    const { container } = renderInLocale(<VideoFacade video={hosted} />, 'en');
    fireEvent.click(screen.getByRole('button'));
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('autoplay');
    expect(video).toHaveFocus();
    expect(play).toHaveBeenCalled();
    expect(screen.queryByRole('button')).toBeNull();
    expect([...video.querySelectorAll('source')].map((source) => [source.type, source.getAttribute('src')])).toEqual([
      ['video/webm', hosted.webm!.url],
      ['video/mp4', hosted.mp4!.url],
    ]);
    const tracks = [...video.querySelectorAll('track')];
    expect(tracks.map((track) => [track.srclang, track.label, track.default])).toEqual([
      ['zh-CN', '中文', false],
      ['en', 'English', true],
    ]);
    expect(tracks.every((track) => track.kind === 'captions')).toBe(true);
  });

  it('turns on the Chinese captions on Chinese pages', () => {
    const { container } = renderInLocale(<VideoFacade video={hosted} />, 'zh');
    fireEvent.click(screen.getByRole('button'));
    const zh = container.querySelector('track[srclang="zh-CN"]') as HTMLTrackElement;
    expect(zh.default).toBe(true);
    expect(zh.label).toBe('中文');
  });

  it('is a native button, so Tab reaches it and Enter or Space presses it (e2e/video.test.ts drives the keys)', () => {
    renderInLocale(<VideoFacade video={hosted} />, 'zh');
    const button = screen.getByRole('button');
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('type', 'button');
    button.focus();
    expect(button).toHaveFocus();
  });

  it("plays at once when the server markup's button was pressed before this code had loaded", () => {
    const { container } = renderInLocale(<VideoFacade video={hosted} pressedEarly={() => true} />, 'zh');
    expect(container.querySelector('figure')).toHaveAttribute('data-video', 'playing');
    expect(container.querySelector('video')).toHaveFocus();
  });

  it('waits for a press when none came before it loaded', () => {
    const { container } = renderInLocale(<VideoFacade video={hosted} pressedEarly={() => false} />, 'zh');
    expect(container.querySelector('figure')).toHaveAttribute('data-video', 'poster');
    expect(container.querySelector('video')).toBeNull();
  });

  it('loads an embed only on a click, as a titled iframe that may go fullscreen', () => {
    const { container } = renderInLocale(<VideoFacade video={embedded} />, 'zh');
    expect(container.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button'));
    const iframe = container.querySelector('iframe')!;
    expect(iframe).toHaveAttribute('src', embedded.embed);
    expect(iframe).toHaveAttribute('title', embedded.title);
    expect(iframe.getAttribute('allow')).toContain('fullscreen');
    expect(iframe).toHaveFocus();
    expect(container.querySelector('video')).toBeNull();
  });

  it('keeps the 16:9 box while it swaps (no layout shift)', () => {
    const { container } = renderInLocale(<VideoFacade video={hosted} />, 'zh');
    const frame = container.querySelector('figure')!;
    fireEvent.click(screen.getByRole('button'));
    expect(container.querySelector('figure')).toBe(frame);
    expect(frame.firstElementChild?.tagName).toBe('VIDEO');
  });
});

describe('VideoSlot', () => {
  it('holds the 16:9 box while the facade’s own chunk loads, then shows the facade', async () => {
    const { container } = renderInLocale(<VideoSlot video={hosted} className="extra" />, 'zh');
    expect(await screen.findByRole('button', { name: '播放视频：飞秒脉冲加工玻璃，时长 1:05' })).toBeInTheDocument();
    expect(container.querySelector('figure')).toHaveClass('extra');
  });
});
