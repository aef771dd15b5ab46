import React from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderInLocale } from '../../../../jest/render-with-i18n';
import { ProductDetail, type ProductDetailData } from '../product-detail';
import { productDetailProps } from '../product-detail-props';

/** A product as its page gets it, made by the collection's mapper from a localized entry. */
const product = (fields: Partial<ProductDetailData> = {}): ProductDetailData => ({
  ...productDetailProps({
    slug: 'yc-fs20-ir',
    model: 'YC-FS20-IR',
    name: '20 W Infrared Femtosecond Laser',
    state: 'active',
    series: 'femtosecond',
    summary: 'A laser.',
    successor: null,
    overviewHtml: '<p>Overview.</p>',
    applications: [],
    specifications: [
      { key: 'wavelength', value: '1030 nm' },
      { key: 'pulseWidth', value: '< 350 fs (350 fs – 10 ps adjustable)' },
      { key: 'averagePower', value: '20 W' },
      { key: 'repetitionRate', value: '1 MHz (single shot – 2 MHz)' },
      { key: 'beamQuality', value: 'M² < 1.2' },
    ],
  }),
  ...fields,
});

const render = (data: ProductDetailData, locale: 'zh' | 'en' = 'en') =>
  renderInLocale(<ProductDetail trail={[]} product={data} locale={locale} />, locale);

describe('ProductDetail', () => {
  it('states the warranty period under the summary, in the page’s language, when the entry gives one', () => {
    render(product({ warrantyMonths: 24 }));
    expect(screen.getByText('Warranty: 24 months')).toBeInTheDocument();
    render(product({ warrantyMonths: 12 }), 'zh');
    expect(screen.getByText('质保期 12 个月')).toBeInTheDocument();
    render(product());
    expect(screen.getAllByText(/^Warranty/)).toHaveLength(1);
  });

  it('says beside the quote button when a model on sale ships, in the page’s language', () => {
    render(product({ leadTimeWeeks: 12, firstDelivery: '2027-01-15' }));
    expect(screen.getByText('First deliveries: January 2027 · Lead time: about 12 weeks')).toBeInTheDocument();
    render(product({ leadTimeWeeks: 6 }), 'zh');
    expect(screen.getByText('交货周期约 6 周')).toBeInTheDocument();
  });

  it('gives a discontinued model neither the new-product warranty nor a lead time', () => {
    render(product({ state: 'inactive', warrantyMonths: 24, leadTimeWeeks: 6 }));
    expect(screen.queryByText(/^Warranty/)).toBeNull();
    expect(screen.queryByText(/Lead time/)).toBeNull();
  });

  it('asks an active model for a quote or a sample', () => {
    render(product());
    expect(screen.getByRole('link', { name: 'Request a quote' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Support for this discontinued model' })).toBeNull();
  });

  it('leads a discontinued model with its successor, spare parts and service, and no quote or sample', () => {
    render(
      product({
        slug: 'yc-ps15-uv',
        model: 'YC-PS15-UV',
        state: 'inactive',
        series: 'picosecond',
        successor: { slug: 'yc-ps30-uv', model: 'YC-PS30-UV', name: '30 W UV Picosecond Laser' },
      }),
    );
    const actions = screen.getByRole('navigation', { name: 'Support for this discontinued model' });
    const links = within(actions).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'See its successor, the YC-PS30-UV',
      'Order spare parts',
      'Repairs and service',
    ]);
    expect(links[0]).toHaveAttribute('href', '/en/products/detail/yc-ps30-uv/');
    expect(links[1]!.getAttribute('href')).toMatch(
      /^\/en\/supports\/service\/\?request=service&product=YC-PS15-UV&message=We%20need/,
    );
    expect(links[2]).toHaveAttribute('href', '/en/supports/service/?request=service&product=YC-PS15-UV#contact-form');
    expect(screen.queryByRole('link', { name: 'Request a quote' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Free sample processing' })).toBeNull();
  });

  it("opens the pulse calculator from the laser's specifications and sends its figures to the lab", async () => {
    render(product());
    expect(screen.queryByTestId('pulse-calculator')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open the calculator' }));
    const calculator = await screen.findByTestId('pulse-calculator');
    expect(within(calculator).getByLabelText('Average power')).toHaveValue(20);
    expect(within(calculator).getByLabelText('Pulse duration')).toHaveValue(350);
    const energy = within(calculator).getByRole('row', { name: /Pulse energy/ });
    expect(energy).toHaveTextContent('20 μJ');
    expect(energy).toHaveTextContent('E = P / f');
    // 500 mm/s at 1 MHz over a 20 μm spot: 0.5 μm pitch, 97.5 % overlap
    expect(within(calculator).getByRole('row', { name: /Pulse overlap/ })).toHaveTextContent('97.5 %');
    fireEvent.change(within(calculator).getByLabelText('Scan speed'), { target: { value: '40000' } });
    expect(within(calculator).getByRole('row', { name: /Pulse overlap/ })).toHaveTextContent(
      'None (20 μm between spots)',
    );
    const send = within(calculator).getByRole('link', { name: 'Send these parameters to our application lab' });
    const query = new URL(send.getAttribute('href')!, 'https://example.cn').searchParams;
    expect(query.get('request')).toBe('quote');
    expect(query.get('product')).toBe('YC-FS20-IR');
    expect(query.get('message')).toContain('Scan speed 40000 mm/s');
    expect(query.get('message')).toContain('Peak fluence 12.7 J/cm²');
  });

  it('has no calculator for a module', () => {
    render(product({ series: 'component' }));
    expect(screen.queryByRole('button', { name: 'Open the calculator' })).toBeNull();
  });
});
