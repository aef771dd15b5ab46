import React from 'react';
import { render, screen } from '@testing-library/react';
import { fromJS } from 'immutable';
import { conditionalObjectControl, isShown } from '../conditional-object';

describe('a group whose parts depend on a choice in it', () => {
  it('shows a part while the choice has its value, and parts without a condition always', () => {
    expect(isShown({ field: 'provider', is: 'umami' }, { provider: 'umami' })).toBe(true);
    expect(isShown({ field: 'provider', is: 'umami' }, { provider: 'baidu' })).toBe(false);
    expect(isShown({ field: 'provider', is: ['umami', 'plausible'] }, { provider: 'plausible' })).toBe(true);
    expect(isShown({ field: 'provider', is: 'umami' }, {})).toBe(false);
    expect(isShown(undefined, {})).toBe(true);
  });

  it("hands Decap's group control only the parts that apply, and validates through it", () => {
    const seen: string[][] = [];
    const validate = jest.fn();
    class FakeObjectControl extends React.Component<{ field: { get(key: string): { toJS(): { name: string }[] } } }> {
      validate = validate;
      override render() {
        const names = this.props.field
          .get('fields')
          .toJS()
          .map((part) => part.name);
        seen.push(names);
        return <p>{names.join(',')}</p>;
      }
    }
    const Control = conditionalObjectControl(FakeObjectControl as never);
    const field = fromJS({
      name: 'statistics',
      fields: [
        { name: 'provider' },
        { name: 'baiduSiteId', shown_when: { field: 'provider', is: 'baidu' } },
        { name: 'umamiScriptUrl', shown_when: { field: 'provider', is: 'umami' } },
        { name: 'umamiWebsiteId', shown_when: { field: 'provider', is: 'umami' } },
      ],
    });
    const ref = React.createRef<InstanceType<typeof Control>>();
    const { rerender } = render(
      <Control ref={ref} field={field as never} value={fromJS({ provider: 'none' }) as never} />,
    );
    expect(screen.getByText('provider')).toBeInTheDocument();
    rerender(<Control ref={ref} field={field as never} value={fromJS({ provider: 'umami' })} />);
    expect(screen.getByText('provider,umamiScriptUrl,umamiWebsiteId')).toBeInTheDocument();
    ref.current!.validate();
    expect(validate).toHaveBeenCalled();
  });
});
