import type { Video } from '../video-facade';

/** A hosted video with a poster, for the slot's tests (one file each: the slot's gate opens once per page load). */
export const video: Video = {
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
  captions: [],
};
