import React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { ConsentBanner } from '../consent-banner';
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
});
