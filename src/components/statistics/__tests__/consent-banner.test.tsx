import React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { ConsentBanner, bannerSpaceProperty } from '../consent-banner';
import zh from '../../../../locales/zh/statistics.json';
import en from '../../../../locales/en/statistics.json';

describe('the consent banner', () => {
  it.each([
    ['en', en, 'Visitor statistics', 'Accept', 'Decline', 'Baidu Tongji', '/en/privacy/'],
    ['zh', zh, '访问统计', '同意', '拒绝', '百度统计', '/privacy/'],
  ] as const)(
    'is a labelled region in %s with two buttons and the privacy link',
    (locale, messages, name, accept, decline, provider, privacy) => {
      const onChoice = jest.fn();
      render(<ConsentBanner locale={locale} provider="baidu" messages={messages} onChoice={onChoice} />);
      const region = screen.getByRole('region', { name });
      expect(region).toHaveTextContent(provider);
      expect(region).toHaveAttribute('lang', locale === 'zh' ? 'zh-cn' : 'en');
      expect(screen.getByRole('link')).toHaveAttribute('href', privacy);
      // Native buttons: reachable with Tab, pressed with Enter or Space.
      const acceptButton = screen.getByRole('button', { name: accept });
      expect(acceptButton).toHaveAttribute('type', 'button');
      fireEvent.click(acceptButton);
      fireEvent.click(screen.getByRole('button', { name: decline }));
      expect(onChoice.mock.calls).toEqual([['accepted'], ['declined']]);
    },
  );

  it('gives the page room under its footer while it shows, and takes it back when it goes', () => {
    const space = () => document.documentElement.style.getPropertyValue(bannerSpaceProperty);
    // Laid out as in a browser: 180 px high, fixed 12 px above the window's bottom edge.
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(180);
    jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ bottom: window.innerHeight - 12 } as DOMRect);
    const { unmount } = render(<ConsentBanner locale="en" provider="baidu" messages={en} onChoice={jest.fn()} />);
    expect(space()).toBe('204px');
    unmount();
    expect(space()).toBe('');
  });
});
