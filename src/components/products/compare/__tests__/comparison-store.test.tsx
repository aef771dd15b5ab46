import React from 'react';
import { act, render, screen } from '@testing-library/react';
import { clearPicks, comparisonLimit, togglePick, useComparison } from '../comparison-store';

function Probe() {
  const { picked, full } = useComparison();
  return (
    <p>
      {picked.map((item) => item.model).join(',')}|{String(full)}
    </p>
  );
}

const pick = (n: number) => ({ slug: `m${n}`, model: `M${n}` });

describe('comparison picks', () => {
  beforeEach(() => act(() => clearPicks()));

  it('adds and removes models, kept in sessionStorage so they survive navigation', () => {
    render(<Probe />);
    act(() => togglePick(pick(1)));
    act(() => togglePick(pick(2)));
    expect(screen.getByText('M1,M2|false')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('yc.comparison')!)).toEqual([pick(1), pick(2)]);
    act(() => togglePick(pick(1)));
    expect(screen.getByText('M2|false')).toBeInTheDocument();
  });

  it(`refuses a model beyond ${comparisonLimit} and says so until the next change`, () => {
    render(<Probe />);
    for (let n = 1; n <= comparisonLimit + 1; n += 1) act(() => togglePick(pick(n)));
    expect(screen.getByText('M1,M2,M3,M4|true')).toBeInTheDocument();
    act(() => togglePick(pick(4)));
    expect(screen.getByText('M1,M2,M3|false')).toBeInTheDocument();
  });

  it('ignores malformed stored picks', () => {
    sessionStorage.setItem('yc.comparison', '{"not":"a list"');
    render(<Probe />);
    expect(screen.getByText('|false')).toBeInTheDocument();
  });
});
