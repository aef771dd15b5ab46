import React from 'react';
import { render } from '@testing-library/react';
import { JsonLd } from '../json-ld';

describe('JsonLd', () => {
  it('writes the object as JSON that no text in it can close the script element with', () => {
    const { container } = render(<JsonLd data={{ name: '</script><script>alert(1)</script>' }} />);
    const script = container.querySelector('script[type="application/ld+json"]')!;
    expect(script.innerHTML).not.toContain('</script');
    expect(JSON.parse(script.textContent)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
