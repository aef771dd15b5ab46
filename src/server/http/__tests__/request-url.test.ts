/**
 * @jest-environment node
 */
import { siteLocation } from '../request-url';

describe('siteLocation', () => {
  it.each([
    ['/products/?x=1', '/products/?x=1'],
    ['//evil.example/x/', '/evil.example/x/'],
    ['/\\evil.example/x/', '/%5Cevil.example/x/'],
    ['\\\\evil.example/', '/%5C%5Cevil.example/'],
    ['/\t/evil.example/', '/%09/evil.example/'],
    ['/\n/evil.example/', '/%0A/evil.example/'],
    ['/en/?q=a\\b', '/en/?q=a%5Cb'],
    ['https://global.example.com/?from=ad', 'https://global.example.com/?from=ad'],
  ])('%j is %j', (target, expected) => {
    const location = siteLocation(target);
    expect(location).toBe(expected);
    if (target.startsWith('https:')) return;
    expect(location).not.toMatch(/^\/[/\\]/);
    expect(new URL(location, 'https://site.example/a/').host).toBe('site.example');
  });
});
