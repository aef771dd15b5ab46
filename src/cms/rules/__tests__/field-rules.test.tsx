import React, { Component } from 'react';
import { render } from '@testing-library/react';
import { type RuledProps, ruledControl } from '../field-rules';
import { messages } from '../../previews/messages';

/** Decap's list control as far as this matters: once it has items it registers itself with the pane. */
class ListLike extends Component<RuledProps> {
  validated = 0;
  validate = () => {
    this.validated += 1;
  };
  override componentDidMount() {
    (this.props.controlRef as (control: unknown) => void)(this);
  }
  override render() {
    return <div>list</div>;
  }
}

const immutable = (values: Record<string, unknown>) => ({ get: (key: string) => values[key] });

it('registers the rules wrapper with the editor pane when a list control registers itself', () => {
  const registered: unknown[] = [];
  const Ruled = ruledControl(ListLike as never, 'zh', messages.zh);
  let wrapper: InstanceType<typeof Ruled> | null = null;
  render(
    <Ruled
      ref={(instance) => {
        wrapper = instance;
      }}
      field={immutable({ name: 'specifications' })}
      collection={immutable({ name: 'products' })}
      getEntry={() => ({ get: () => undefined, getIn: () => undefined })}
      loadEntry={() => Promise.resolve(undefined)}
      validate={() => undefined}
      controlRef={(control: unknown) => registered.push(control)}
    />,
  );
  // The pane validates what was registered last: the wrapper, whose validate runs the list's own
  // checks and then the content rules, never the bare list (which would skip the rules).
  expect(registered).toHaveLength(1);
  expect(registered[0]).toBe(wrapper);
  const inner = wrapper!.inner as unknown as ListLike;
  expect(inner).toBeInstanceOf(ListLike);
  wrapper!.validate!();
  expect(inner.validated).toBe(1);
});
