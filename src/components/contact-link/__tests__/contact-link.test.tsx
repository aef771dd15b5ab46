import React from 'react';
import { render, screen } from '@testing-library/react';
import { EmailLink, PhoneLink } from '../contact-link';

describe('EmailLink', () => {
  it('lets a narrow column wrap the address only before the @ and the dots', () => {
    render(<EmailLink address="zhou.hang@yaochen-laser.cn" />);
    const link = screen.getByRole('link', { name: 'zhou.hang@yaochen-laser.cn' });
    expect(link).toHaveAttribute('href', 'mailto:zhou.hang@yaochen-laser.cn');
    expect(link.textContent).toBe('zhou.hang@yaochen-laser.cn');
    // One span inside the link: the link's flex box centres it, the span wraps at the <wbr>s.
    expect(link.innerHTML).toBe('<span>zhou<wbr>.hang<wbr>@yaochen-laser<wbr>.cn</span>');
  });
});

describe('PhoneLink', () => {
  it('dials the digits', () => {
    render(<PhoneLink number="+86 27 8765 4300" />);
    expect(screen.getByRole('link', { name: '+86 27 8765 4300' })).toHaveAttribute('href', 'tel:+862787654300');
  });
});
