import React from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import { renderInLocale } from '../../../jest/render-with-i18n';
import { Layout } from '../layout/layout';
import { readLocaleCookie } from '../../i18n/cookie';

describe('Layout', () => {
  it('shows the six navigation items in Chinese on zh pages, and the switch to English', () => {
    renderInLocale(
      <Layout locale="zh" location={{ pathname: '/products/' }}>
        <p>正文</p>
      </Layout>,
    );
    const nav = screen.getByRole('navigation', { name: '主导航' });
    const items = within(nav)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['产品中心', '行业方案', '服务支持', '新闻中心', '关于我们', '联系我们', 'English']);
    expect(within(nav).getByRole('link', { name: '产品中心' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '联系我们' })).toHaveAttribute('href', '/about/#contact');
    expect(within(nav).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/products/');
  });

  it('shows English navigation on en pages with the switch to 中文 and English footer facts', () => {
    renderInLocale(
      <Layout locale="en" location={{ pathname: '/en/news/detail/2026-09-iso-audit/', hash: '#top' }}>
        <p>Body</p>
      </Layout>,
      'en',
    );
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Product' })).toHaveAttribute('href', '/en/products/');
    expect(within(nav).getByRole('link', { name: '中文' })).toHaveAttribute(
      'href',
      '/news/detail/2026-09-iso-audit/#top',
    );
    expect(screen.getByText('Monday to Friday, 8:30-17:30 China Standard Time (UTC+8)')).toBeInTheDocument();
    expect(screen.getByText('More than 150 patents granted')).toBeInTheDocument();
    expect(screen.getByText('About 10,000 m² of clean room and office space')).toBeInTheDocument();
    expect(screen.getByText('Founded in 2018')).toBeInTheDocument();
  });

  it('switches language on click: remembers it and navigates to the same route and hash', () => {
    renderInLocale(
      <Layout locale="zh" location={{ pathname: '/experts/zhou-hang/', search: '?q=1', hash: '#bio' }}>
        <p>正文</p>
      </Layout>,
    );
    // Screens update the query with replaceState; the switch reads the live URL.
    window.history.replaceState(null, '', '/experts/zhou-hang/?q=2#bio');
    fireEvent.click(screen.getByRole('link', { name: 'English' }));
    expect(navigate).toHaveBeenCalledWith('/en/experts/zhou-hang/?q=2#bio');
    expect(readLocaleCookie(document.cookie)).toBe('en');
  });

  it('opens the menu with a labelled button and closes it with Escape', () => {
    renderInLocale(
      <Layout locale="zh" location={{ pathname: '/' }}>
        <p>正文</p>
      </Layout>,
    );
    const toggle = screen.getByRole('button', { name: '菜单' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(
      within(screen.getByRole('navigation', { name: '主导航' })).getByRole('link', { name: '新闻中心' }),
      {
        key: 'Escape',
      },
    );
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
