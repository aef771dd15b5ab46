import React from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInLocale } from '../../../jest/render-with-i18n';
import { OfflineNotice } from '../offline-notice/offline-notice';
import { ToastHost } from '../toaster/toast-host';
import { notify, toastContainerProps, toastTypes } from '../../browser/toast';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('toasts', () => {
  it('are set to the spec', () => {
    expect(toastContainerProps.autoClose).toBe(3000);
    expect(toastTypes).toEqual(['success', 'info', 'warning', 'error']);
  });

  it('load on first use, show each type and close on Escape', async () => {
    renderInLocale(<ToastHost />, 'en');
    for (const type of toastTypes) await act(() => notify(type, `A ${type} message`));
    for (const type of toastTypes) expect(await screen.findByText(`A ${type} message`)).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    // jsdom runs no CSS animations: finish the exit animation by hand.
    for (const toast of document.querySelectorAll('.Toastify__toast')) fireEvent.animationEnd(toast);
    await waitFor(() => expect(screen.queryByText('A success message')).not.toBeInTheDocument());
    expect(screen.queryByText('A error message')).not.toBeInTheDocument();
  });
});

describe('OfflineNotice', () => {
  afterEach(() => setOnline(true));

  it('tells the visitor when they are offline and when they are back', async () => {
    renderInLocale(
      <>
        <OfflineNotice />
        <ToastHost />
      </>,
      'en',
    );
    expect(screen.queryByTestId('offline-notice')).not.toBeInTheDocument();
    setOnline(false);
    expect(screen.getByTestId('offline-notice')).toHaveTextContent('You are offline.');
    setOnline(true);
    expect(screen.queryByTestId('offline-notice')).not.toBeInTheDocument();
    expect(await screen.findByText('You are back online')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Close' }).length).toBeGreaterThan(0);
  });
});
