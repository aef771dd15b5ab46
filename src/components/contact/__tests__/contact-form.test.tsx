import React from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import { renderInLocale } from '../../../../jest/render-with-i18n';
import { ContactForm } from '../contact-form';
import { ContactFormSlot } from '../contact-form-slot';
import { httpClient, HttpError } from '../../../browser/http/client';
import type { ContactRequestPrefill } from '../../../contact/request-link';

jest.mock('../../../browser/http/client', () => {
  const actual = jest.requireActual('../../../browser/http/client');
  return { ...actual, httpClient: { get: jest.fn(), post: jest.fn() } };
});
jest.mock('../../toaster/use-notify', () => ({ useNotify: () => mockNotify }));
const mockNotify = jest.fn();

const client = httpClient as unknown as { get: jest.Mock; post: jest.Mock };

/** Consent sentences as the settings give them (Markdown rendered at build time), in wording no message file has. */
const consentHtml = {
  en: '<p>I accept the <a href="/en/privacy/">data policy</a> for this enquiry.</p>',
  zh: '<p>我接受本次咨询的<a href="/privacy/">《数据政策》</a>。</p>',
};

async function renderForm(locale: 'zh' | 'en' = 'en', prefill: Partial<ContactRequestPrefill> = {}) {
  client.get.mockResolvedValue({ status: 200, data: { token: 'signed-token' } });
  renderInLocale(
    <ContactForm
      locale={locale}
      brand={locale === 'en' ? 'Yaochen Laser' : '曜辰激光'}
      consentVersion="2026-11"
      consentHtml={consentHtml[locale]}
      models={['YC-FS20-IR', 'YC-PS50-UV']}
      prefill={prefill}
    />,
    locale,
  );
  await waitFor(() => expect(client.get).toHaveBeenCalledWith('api/contact-token'));
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillValid() {
  type(/^Name/, 'Anna Schmidt');
  type(/^Phone/, '+49 711 1234567');
  type(/^E-mail/, 'anna@example.de');
  type(/^Country\/region/, 'DE');
  type(/^Message/, 'Please send a quote.');
  fireEvent.click(screen.getByRole('checkbox'));
  await waitFor(() => expect(screen.getByRole('checkbox')).toBeChecked());
}

beforeEach(() => {
  client.get.mockReset();
  client.post.mockReset();
  mockNotify.mockReset();
});

describe('ContactForm', () => {
  it('labels every field and shows the spec messages on an empty submit', async () => {
    await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your phone')).toBeInTheDocument();
    expect(screen.getByText('Please enter your message')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription(/Please enter your name/);
    expect(client.post).not.toHaveBeenCalled();
  });

  it('takes the sender to the first field at fault after a refused submit, then to the next one', async () => {
    await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByText('Please enter your name');
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveFocus());
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Li Wei' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).not.toHaveAttribute('aria-invalid'));
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-invalid', 'true'));
    expect(document.activeElement).not.toBe(screen.getByLabelText(/^Name/));
  });

  it('asks an English sender to choose a country or region from a list, most chosen first, then A–Z', async () => {
    await renderForm('en');
    const select = screen.getByRole('combobox', { name: /^Country\/region/ });
    expect(select).toHaveValue('');
    expect(select).toBeRequired();
    expect(screen.getByText('(required)', { selector: 'label[for="contact-country"] span' })).toBeInTheDocument();
    const groups = within(select).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('label'))).toEqual([
      'Most chosen',
      'All countries and regions, A–Z',
    ]);
    const common = within(groups[0]!)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(common.slice(0, 3)).toEqual(['China', 'Germany', 'United States']);
    const all = within(groups[1]!).getAllByRole('option');
    expect(all).toHaveLength(249);
    const names = all.map((option) => option.textContent ?? '');
    expect(names.slice(0, 3)).toEqual(['Afghanistan', 'Åland Islands', 'Albania']);
    expect(names).toContain('Taiwan, China');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please choose your country or region')).toBeInTheDocument();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please choose your country or region');
  });

  it('starts a Chinese form at 中国, optional, with the whole list in pinyin order', async () => {
    await renderForm('zh');
    const select = screen.getByRole('combobox', { name: /^国家\/地区/ });
    expect(select).toHaveValue('CN');
    expect(select).not.toBeRequired();
    expect(within(select).getByRole('option', { name: '请选择国家或地区' })).toHaveValue('');
    const all = within(within(select).getAllByRole('group')[1]!).getAllByRole('option');
    const names = all.map((option) => option.textContent ?? '');
    // 阿 (ā) first, 中 (zhōng) near the end; 德国 (dé) before 法国 (fǎ).
    expect(names[0]).toMatch(/^阿/);
    expect(names.indexOf('德国')).toBeLessThan(names.indexOf('法国'));
    expect(names.indexOf('中国')).toBeGreaterThan(names.indexOf('越南'));
  });

  it('counts characters and marks the text over its limit', async () => {
    await renderForm();
    type(/^Name/, 'x'.repeat(52));
    expect(screen.getByText('2 characters over the limit')).toBeInTheDocument();
    type(/^Name/, 'Anna');
    expect(screen.getByText('4/50')).toBeInTheDocument();
  });

  it('sends once with the token, thanks the visitor with the brand, and shows what happens next until asked for a new form', async () => {
    await renderForm();
    await fillValid();
    let resolve: (value: unknown) => void = () => {};
    client.post.mockReturnValue(new Promise((done) => (resolve = done)));
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const sending = await screen.findByRole('button', { name: 'Sending…' });
    expect(sending).toBeDisabled();
    fireEvent.click(sending);
    await act(async () => resolve({ status: 201, data: { id: 'x' } }));
    expect(client.post).toHaveBeenCalledTimes(1);
    expect(client.post.mock.calls[0]![1]).toMatchObject({
      name: 'Anna Schmidt',
      country: 'DE',
      token: 'signed-token',
      locale: 'en',
      consentVersion: '2026-11',
    });
    expect(mockNotify).toHaveBeenCalledWith(
      'success',
      'Message successful! Please pay attention to the call from Yaochen Laser',
    );
    // The form gives way to a panel that stays: what happens next, within what time, and the reference.
    const done = await screen.findByTestId('contact-done');
    expect(screen.queryByTestId('contact-form')).toBeNull();
    expect(within(done).getByRole('heading', { name: 'Thank you, we have your request' })).toHaveFocus();
    expect(done).toHaveTextContent('An application engineer will call you within one working day.');
    expect(done).not.toHaveTextContent('5–7 working days');
    expect(done).toHaveTextContent('Reference: x');
    fireEvent.click(within(done).getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.queryByTestId('contact-done')).toBeNull();
  });

  it('puts server field errors on their fields and keeps the text', async () => {
    await renderForm();
    await fillValid();
    client.post.mockRejectedValue(
      new HttpError('Bad', {
        kind: 'http',
        status: 400,
        data: { error: 'Check', fields: { telephone: 'Please enter a valid phone number' } },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Anna Schmidt');
    expect(mockNotify).toHaveBeenCalledWith('error', 'Check');
  });

  it.each([
    [new HttpError('Request timed out', { kind: 'timeout', status: 0 }), 'error', 'Request timed out'],
    [
      new HttpError('Too many', {
        kind: 'http',
        status: 429,
        data: { error: 'Too many messages; please try again in 60 seconds' },
      }),
      'warning',
      'Too many messages; please try again in 60 seconds',
    ],
  ])('reports %s and keeps the text', async (error, type, message) => {
    await renderForm();
    await fillValid();
    client.post.mockRejectedValue(error);
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(mockNotify).toHaveBeenCalledWith(type, message));
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Please send a quote.');
  });

  it('speaks Chinese on zh pages', async () => {
    await renderForm('zh');
    fireEvent.click(screen.getByRole('button', { name: '提交留言' }));
    expect(await screen.findByText('请输入您的姓名')).toBeInTheDocument();
    expect(screen.getByText('请输入您的电话')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '《数据政策》' })).toHaveAttribute('href', '/privacy/');
  });

  it('labels the consent box with the consent text it is given, its link to the privacy notice inside', async () => {
    await renderForm('en');
    const box = screen.getByRole('checkbox', { name: 'I accept the data policy for this enquiry.' });
    const label = document.querySelector('label[for="contact-consent"]')!;
    // A <label> holds phrasing content only: the Markdown paragraph is unwrapped.
    expect(label.querySelector('p')).toBeNull();
    const link = within(label as HTMLElement).getByRole('link', { name: 'data policy' });
    expect(link).toHaveAttribute('href', '/en/privacy/');
    fireEvent.click(link);
    // The site link goes through Gatsby's router and does not tick the box.
    expect(navigate).toHaveBeenCalledWith('/en/privacy/');
    expect(box).not.toBeChecked();
  });
});

describe('ContactForm: request type, product and sample details', () => {
  it('starts with what the page asked for, editable, and sends the request type and product', async () => {
    await renderForm('en', { requestType: 'quote', product: 'YC-FS20-IR' });
    expect(screen.getByLabelText(/^Request type/)).toHaveDisplayValue('Request a quote');
    const product = screen.getByLabelText(/^Product or solution/);
    expect(product).toHaveValue('YC-FS20-IR');
    // The active models are offered as suggestions; any text may be typed.
    expect(product).toHaveAttribute('list', 'contact-product-models');
    const options = [...document.querySelectorAll('#contact-product-models option')].map((o) =>
      o.getAttribute('value'),
    );
    expect(options).toEqual(['YC-FS20-IR', 'YC-PS50-UV']);
    type(/^Product or solution/, 'YC-PS50-UV and a scanner');
    await fillValid();
    client.post.mockResolvedValue({ status: 201, data: { id: 'ref-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByTestId('contact-done');
    expect(client.post.mock.calls[0]![1]).toMatchObject({ requestType: 'quote', product: 'YC-PS50-UV and a scanner' });
  });

  it('asks a free sample request for the material and the process, and promises results in 5–7 working days', async () => {
    await renderForm('zh', { requestType: 'sample', product: 'YC-FS20-IR' });
    const sample = within(screen.getByRole('group', { name: '打样信息' }));
    type(/^姓名/, '张伟');
    type(/^电话/, '13800138000');
    type(/^留言内容/, '请帮忙打样');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '提交留言' }));
    expect(await sample.findByText('请填写需要打样的材料')).toBeInTheDocument();
    expect(sample.getByText('请选择加工工艺')).toBeInTheDocument();
    expect(client.post).not.toHaveBeenCalled();
    type(/^打样材料/, '蓝宝石');
    fireEvent.change(sample.getByLabelText(/^加工工艺/), { target: { value: 'drilling' } });
    client.post.mockResolvedValue({ status: 201, data: { id: 'ref-2' } });
    fireEvent.click(screen.getByRole('button', { name: '提交留言' }));
    const done = await screen.findByTestId('contact-done');
    expect(client.post.mock.calls[0]![1]).toMatchObject({
      requestType: 'sample',
      material: '蓝宝石',
      process: 'drilling',
    });
    expect(done).toHaveTextContent('应用工程师将在一个工作日内与您电话联系。');
    expect(done).toHaveTextContent('5–7 个工作日');
    expect(done).toHaveTextContent('留言编号：ref-2');
  });

  it('hides the sample details for other requests and requires an e-mail address in English only', async () => {
    await renderForm('en');
    expect(screen.getByLabelText(/^Request type/)).toHaveDisplayValue('General enquiry');
    expect(screen.queryByRole('group', { name: 'Sample details' })).toBeNull();
    expect(screen.getByLabelText(/^E-mail/)).toBeRequired();
    fireEvent.change(screen.getByLabelText(/^Request type/), { target: { value: 'sample' } });
    expect(await screen.findByRole('group', { name: 'Sample details' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter your e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Please enter the material to be processed')).toBeInTheDocument();
  });

  it('does not require an e-mail address on the Chinese form', async () => {
    await renderForm('zh');
    expect(screen.getByLabelText(/^电子邮箱/)).not.toBeRequired();
    fireEvent.click(screen.getByRole('button', { name: '提交留言' }));
    await screen.findByText('请输入您的姓名');
    expect(screen.queryByText('请输入您的电子邮箱')).toBeNull();
  });
});

describe('ContactFormSlot', () => {
  it.each([
    [
      'en',
      /^I have read and agree to the privacy notice and agree that Yaochen Laser processes/,
      'privacy notice',
      '/en/privacy/',
    ],
    [
      'zh',
      /^我已阅读并同意\s*《隐私声明》\s*，同意曜辰激光为回复本次咨询处理我填写的信息。$/,
      '《隐私声明》',
      '/privacy/',
    ],
  ] as const)("labels the consent box with the site settings' consent text in %s", async (locale, name, link, href) => {
    client.get.mockResolvedValue({ status: 200, data: { token: 'signed-token' } });
    renderInLocale(<ContactFormSlot locale={locale} />, locale);
    expect(await screen.findByRole('checkbox', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', href);
  });

  it('fills in the request a page link asked for (?request=…&product=…)', async () => {
    window.history.replaceState(null, '', '/en/about/?request=sample&product=Glass+cutting#contact-form');
    client.get.mockResolvedValue({ status: 200, data: { token: 'signed-token' } });
    renderInLocale(<ContactFormSlot locale="en" />, 'en');
    expect(await screen.findByLabelText(/^Request type/)).toHaveDisplayValue('Free sample processing');
    expect(screen.getByLabelText(/^Product or solution/)).toHaveValue('Glass cutting');
    window.history.replaceState(null, '', '/');
  });
});
