// A group whose parts depend on a choice within it: the statistics block shows the fields of the
// chosen service only (Baidu: its site id; Umami: script and website id; Plausible: domain and
// server), where Decap's group would show all of them whatever is chosen. Decap has no conditional
// fields; this control draws Decap's own group with the fields that apply to the current value.
import React, { Component, type ComponentType } from 'react';

export const conditionalObjectWidget = 'conditional-object';

/** The condition config.ts puts on a part of the group: shown while `field` of the group is `is`. */
export interface ShownWhen {
  field: string;
  is: string | readonly string[];
}

interface ImmutableField {
  get(key: string): unknown;
  update(key: string, updater: (value: never) => unknown): ImmutableField;
}
interface ImmutableValue {
  get?(key: string): unknown;
}

/** Whether a part with this condition is shown for the group's value. */
export function isShown(condition: ShownWhen | undefined, group: Record<string, unknown>): boolean {
  if (!condition) return true;
  const value = group[condition.field];
  const wanted: readonly string[] = typeof condition.is === 'string' ? [condition.is] : condition.is;
  return typeof value === 'string' && wanted.includes(value);
}

const plain = (value: unknown): unknown =>
  value && typeof (value as { toJS?: unknown }).toJS === 'function' ? (value as { toJS(): unknown }).toJS() : value;

interface Props {
  field: ImmutableField;
  value?: ImmutableValue;
  [prop: string]: unknown;
}

/** Decap's object control showing only the parts whose `shown_when` holds for the current value. */
export function conditionalObjectControl(ObjectControl: ComponentType<Props>) {
  return class ConditionalObjectControl extends Component<Props> {
    private inner: { validate?: () => void } | null = null;

    /** Decap validates a group through its control: only the parts shown are checked. */
    validate = () => this.inner?.validate?.();

    override shouldComponentUpdate() {
      return true;
    }

    override render() {
      const group = (plain(this.props.value) ?? {}) as Record<string, unknown>;
      type Parts = { filter(keep: (part: ImmutableField) => boolean): unknown };
      const keep = (fields: Parts) =>
        fields.filter((part) => isShown(plain(part.get('shown_when')) as ShownWhen | undefined, group));
      const field = this.props.field.update('fields', keep);
      return (
        <ObjectControl
          {...this.props}
          field={field}
          ref={(inner: unknown) => {
            this.inner = inner as { validate?: () => void } | null;
          }}
        />
      );
    }
  };
}
