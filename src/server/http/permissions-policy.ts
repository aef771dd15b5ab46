/**
 * Permissions-Policy for every response, the site and /admin alike: the site shows pages, images
 * and (soon) videos and sends a form; it never needs a camera, a microphone, the visitor's
 * position, payments or devices, and no embedded frame gets them either. Fullscreen and
 * picture-in-picture stay allowed for the site's own video players. Only features Chromium knows:
 * an unknown name is reported as an error in every page's console.
 */
const policy: Record<string, 'self' | 'none'> = {
  accelerometer: 'none',
  autoplay: 'self',
  bluetooth: 'none',
  'browsing-topics': 'none',
  camera: 'none',
  'display-capture': 'none',
  'encrypted-media': 'self',
  fullscreen: 'self',
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
  'picture-in-picture': 'self',
  'publickey-credentials-create': 'none',
  'publickey-credentials-get': 'none',
  'screen-wake-lock': 'none',
  serial: 'none',
  usb: 'none',
  'window-management': 'none',
  'xr-spatial-tracking': 'none',
};

/** The header's value: `camera=(), fullscreen=(self), …`. */
export const permissionsPolicy = Object.entries(policy)
  .map(([feature, allow]) => `${feature}=(${allow === 'self' ? 'self' : ''})`)
  .join(', ');
