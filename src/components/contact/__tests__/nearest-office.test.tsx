import React from 'react';
import { screen, waitFor } from '@testing-library/react';
import { renderInLocale } from '../../../../jest/render-with-i18n';
import { NearestOffice } from '../nearest-office';
import { httpClient } from '../../../browser/http/client';

jest.mock('../../../browser/http/client', () => {
  const actual = jest.requireActual('../../../browser/http/client');
  return { ...actual, httpClient: { get: jest.fn(), post: jest.fn() } };
});
const client = httpClient as unknown as { get: jest.Mock };

beforeEach(() => client.get.mockReset());

describe('NearestOffice', () => {
  it.each([
    ['zh', '苏州', '就近办事处：苏州', '电话 +86 512 6258 7130'],
    ['en', 'Suzhou', 'Nearest office: Suzhou', 'Phone +86 512 6258 7130'],
  ] as const)(
    '%s: names the office the server suggests, with its phone as a tel: link',
    async (locale, city, text, phone) => {
      client.get.mockResolvedValue({
        status: 200,
        data: { office: { slug: 'suzhou-office', city, phone: '+86 512 6258 7130' } },
      });
      renderInLocale(<NearestOffice locale={locale} />, locale);
      const line = screen.getByTestId('nearest-office');
      await waitFor(() => expect(line).toHaveTextContent(text));
      expect(client.get).toHaveBeenCalledWith('api/region', { searchParams: { locale } });
      expect(screen.getByRole('link', { name: phone })).toHaveAttribute('href', 'tel:+8651262587130');
    },
  );

  it('shows nothing (the reserved line stays empty) when the region is unknown or the call fails', async () => {
    client.get.mockResolvedValue({ status: 200, data: { office: null } });
    const { unmount } = renderInLocale(<NearestOffice locale="en" />, 'en');
    await waitFor(() => expect(client.get).toHaveBeenCalled());
    expect(screen.getByTestId('nearest-office')).toBeEmptyDOMElement();
    unmount();
    client.get.mockRejectedValue(new Error('offline'));
    renderInLocale(<NearestOffice locale="en" />, 'en');
    await waitFor(() => expect(client.get).toHaveBeenCalledTimes(2));
    expect(screen.getByTestId('nearest-office')).toBeEmptyDOMElement();
  });

  it.each([
    ['zh', '耶拿', '就近经销商：Saaletal Photonik Vertrieb GmbH（耶拿）'],
    ['en', 'Jena', 'Nearest distributor: Saaletal Photonik Vertrieb GmbH, Jena'],
  ] as const)('%s: a distributor is named by its company and city', async (locale, city, text) => {
    client.get.mockResolvedValue({
      status: 200,
      data: {
        office: {
          slug: 'jena-distributor',
          city,
          phone: '+49 3641 872 290',
          company: 'Saaletal Photonik Vertrieb GmbH',
        },
      },
    });
    renderInLocale(<NearestOffice locale={locale} />, locale);
    await waitFor(() => expect(screen.getByTestId('nearest-office')).toHaveTextContent(text));
  });

  it('an office without a phone is named alone', async () => {
    client.get.mockResolvedValue({ status: 200, data: { office: { slug: 'seoul', city: 'Seoul', phone: null } } });
    renderInLocale(<NearestOffice locale="en" />, 'en');
    await waitFor(() => expect(screen.getByTestId('nearest-office')).toHaveTextContent(/^Nearest office: Seoul$/));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
