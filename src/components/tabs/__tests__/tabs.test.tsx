import React from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Tabs } from '../tabs';

const tabs = [
  { id: 'about', label: 'About Us', panel: <p>Company text</p> },
  { id: 'join', label: 'Join Us', panel: <p>Open positions</p> },
  { id: 'contact', label: 'Contact Us', panel: <p>Address and phone</p> },
];

const setHash = (hash: string) => window.history.replaceState(null, '', `/about/${hash}`);
const selectedTab = () => screen.getByRole('tab', { selected: true });
const visiblePanel = () => screen.getByRole('tabpanel');

beforeEach(() => setHash(''));

describe('Tabs', () => {
  it('renders a labelled tab list with the first tab selected', () => {
    render(<Tabs label="About sections" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'About sections' })).toBeInTheDocument();
    const [about, join, contact] = screen.getAllByRole('tab');
    expect(about).toHaveAttribute('aria-selected', 'true');
    expect(about).toHaveAttribute('aria-controls', 'about');
    expect(about).toHaveAttribute('tabindex', '0');
    expect(join).toHaveAttribute('aria-selected', 'false');
    expect(join).toHaveAttribute('tabindex', '-1');
    expect(contact).toHaveAttribute('tabindex', '-1');

    const panel = visiblePanel();
    expect(panel).toHaveAttribute('id', 'about');
    expect(panel).toHaveAttribute('aria-labelledby', about!.id);
    expect(panel).toHaveAttribute('tabindex', '0');
    expect(panel).toHaveAccessibleName('About Us');
    expect(document.getElementById('join')).toHaveAttribute('hidden');
    expect(document.getElementById('contact')).toHaveAttribute('hidden');
  });

  it('selects a tab on click and writes its id to the hash with replaceState', () => {
    const replaceState = jest.spyOn(window.history, 'replaceState');
    const length = window.history.length;
    render(<Tabs label="About sections" tabs={tabs} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Join Us' }));
    expect(selectedTab()).toHaveTextContent('Join Us');
    expect(visiblePanel()).toHaveTextContent('Open positions');
    expect(document.getElementById('about')).toHaveAttribute('hidden');
    expect(replaceState).toHaveBeenCalledWith(null, '', '/about/#join');
    expect(window.location.hash).toBe('#join');
    expect(window.history.length).toBe(length);
    replaceState.mockRestore();
  });

  it('moves focus and selection with the arrow keys, Home and End, wrapping around', () => {
    render(<Tabs label="About sections" tabs={tabs} />);
    const first = screen.getByRole('tab', { name: 'About Us' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(selectedTab()).toHaveTextContent('Join Us');
    expect(selectedTab()).toHaveFocus();
    expect(window.location.hash).toBe('#join');

    fireEvent.keyDown(selectedTab(), { key: 'ArrowRight' });
    fireEvent.keyDown(selectedTab(), { key: 'ArrowRight' });
    expect(selectedTab()).toHaveTextContent('About Us');
    expect(selectedTab()).toHaveFocus();

    fireEvent.keyDown(selectedTab(), { key: 'ArrowLeft' });
    expect(selectedTab()).toHaveTextContent('Contact Us');
    expect(selectedTab()).toHaveFocus();

    fireEvent.keyDown(selectedTab(), { key: 'Home' });
    expect(selectedTab()).toHaveTextContent('About Us');
    expect(selectedTab()).toHaveFocus();

    fireEvent.keyDown(selectedTab(), { key: 'End' });
    expect(selectedTab()).toHaveTextContent('Contact Us');
    expect(selectedTab()).toHaveFocus();
    expect(visiblePanel()).toHaveTextContent('Address and phone');
    expect(screen.getByRole('tab', { name: 'Contact Us' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'About Us' })).toHaveAttribute('tabindex', '-1');
  });

  it('ignores other keys', () => {
    render(<Tabs label="About sections" tabs={tabs} />);
    fireEvent.keyDown(selectedTab(), { key: 'ArrowDown' });
    fireEvent.keyDown(selectedTab(), { key: 'a' });
    expect(selectedTab()).toHaveTextContent('About Us');
    expect(window.location.hash).toBe('');
  });

  it('opens the tab named by the hash on mount (deep link)', () => {
    setHash('#contact');
    render(<Tabs label="About sections" tabs={tabs} />);
    expect(selectedTab()).toHaveTextContent('Contact Us');
    expect(visiblePanel()).toHaveAttribute('id', 'contact');
  });

  it('opens the tab holding an anchor the hash names (a link to one FAQ)', () => {
    setHash('#office-wuhan');
    render(
      <Tabs
        label="About sections"
        tabs={tabs.map((tab) => (tab.id === 'contact' ? { ...tab, anchors: ['office-wuhan'] } : tab))}
      />,
    );
    expect(selectedTab()).toHaveTextContent('Contact Us');
  });

  it('follows hashchange, and a hash naming no tab keeps the selection', () => {
    render(<Tabs label="About sections" tabs={tabs} />);
    act(() => {
      setHash('#contact');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(selectedTab()).toHaveTextContent('Contact Us');
    act(() => {
      setHash('#main');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(selectedTab()).toHaveTextContent('Contact Us');
  });

  it('follows a router push to the hash (no hashchange event) when the page re-renders', () => {
    const { rerender } = render(<Tabs label="About sections" tabs={tabs} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Join Us' }));
    window.history.pushState(null, '', '/about/#contact');
    rerender(<Tabs label="About sections" tabs={[...tabs]} />);
    expect(selectedTab()).toHaveTextContent('Contact Us');
  });

  it('renders the first tab selected on the server, whatever the hash', () => {
    setHash('#contact');
    const html = renderToString(<Tabs label="About sections" tabs={tabs} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(container.querySelector('[aria-selected="true"]')).toHaveTextContent('About Us');
    expect(container.querySelector('#about')).not.toHaveAttribute('hidden');
    expect(container.querySelector('#contact')).toHaveAttribute('hidden');
  });

  it('hydrates the server HTML without a mismatch, then opens the tab of the hash', async () => {
    setHash('#contact');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Tabs label="About sections" tabs={tabs} />);
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Tabs label="About sections" tabs={tabs} />, { onRecoverableError: recoverable });
    });
    expect(container.querySelector('[aria-selected="true"]')).toHaveTextContent('Contact Us');
    expect(container.querySelector('#contact')).not.toHaveAttribute('hidden');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });
});
