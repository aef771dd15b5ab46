import { videoEmbedOrigins } from '../../model/collections/video';

/**
 * Permissions-Policy for every response, the site and /admin alike: the site shows pages, images
 * and (soon) videos and sends a form; it never needs a camera, a microphone, the visitor's
 * position, payments or devices, and no embedded frame gets them either. Fullscreen and
 * picture-in-picture (and autoplay, so a player started by a click plays) stay allowed for the
 * site's own video players and the embedded players of the allowed video hosts. Only features Chromium knows:
 * an unknown name is reported as an error in every page's console.
 */
const policy: Record<string, 'self' | 'players' | 'none'> = {
  accelerometer: 'none',
  autoplay: 'players',
  bluetooth: 'none',
  'browsing-topics': 'none',
  camera: 'none',
  'display-capture': 'none',
  'encrypted-media': 'self',
  fullscreen: 'players',
  gamepad: 'none',
  geolocation: 'none',
  gyroscope: 'none',
  hid: 'none',
  'idle-detection': 'none',
  'local-fonts': 'none',
  magnetometer: 'none',
  microphone: 'none',
  midi: 'none',
  'otp-credentials': 'none',
  payment: 'none',
  'picture-in-picture': 'players',
  'publickey-credentials-create': 'none',
  'publickey-credentials-get': 'none',
  'screen-wake-lock': 'none',
  serial: 'none',
  usb: 'none',
  'window-management': 'none',
  'xr-spatial-tracking': 'none',
};

const allowList = {
  self: 'self',
  // An embedded player's iframe (allow="fullscreen") gets a feature only when the header names its
  // origin too: with `fullscreen=(self)` a Bilibili or Youku player could not go fullscreen.
  players: ['self', ...videoEmbedOrigins.map((origin) => `"${origin}"`)].join(' '),
  none: '',
};

/** The header's value: `camera=(), fullscreen=(self "https://player.bilibili.com" …), …`. */
export const permissionsPolicy = Object.entries(policy)
  .map(([feature, allow]) => `${feature}=(${allowList[allow]})`)
  .join(', ');
