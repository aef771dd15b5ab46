import React from 'react';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ExpertsView } from '../experts-view';
import { fixtureExperts, fixtureIntro } from './expert-fixtures';

// No messages needed: these tests look at which experts are rendered, by their links.
const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: {}, showSupportNotice: false });

const page = (
  <I18nextProvider i18n={i18n}>
    <ExpertsView experts={fixtureExperts.en} locale="en" intro={fixtureIntro.en} />
  </I18nextProvider>
);

const detailLinks = (root: ParentNode) =>
  Array.from(root.querySelectorAll('a[href^="/en/experts/"]')).map((link) => link.getAttribute('href'));

const all = ['zhou-hang', 'lin-yue', 'chen-si', 'wang-lei', 'sun-mei'].map((slug) => `/en/experts/${slug}/`);

describe('ExpertsView on the server and at hydration', () => {
  afterEach(() => jest.restoreAllMocks());

  it('renders every expert on the server, whatever the URL asks for, so the list is crawlable', () => {
    window.history.replaceState(null, '', '/en/experts/?q=glass&filter=active');
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    expect(detailLinks(container)).toEqual(all);
    expect(container.querySelector('input[type="search"]')).toHaveValue('');
  });

  it('hydrates without a mismatch, then applies the query from the URL', async () => {
    window.history.replaceState(null, '', '/en/experts/?q=glass&filter=active');
    const errors = jest.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(detailLinks(container)).toEqual(['/en/experts/wang-lei/']);
    expect(container.querySelector('input[type="search"]')).toHaveValue('glass');
    container.remove();
  });
});
