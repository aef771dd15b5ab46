// Decap's number field as a text box that reads numbers as a Chinese input method types them:
// full-width digits (１５, １．５) are the same number; 。，、 inside a number are refused with a
// message instead of being dropped (Decap's <input type=number> made `１。５` 15 and `２，５` 25).
import React, { Component } from 'react';
import { type UiLocale } from '../../model/rules/messages';
import { numberProblem, readNumber } from '../../model/rules/numbers';

export interface NumberControlProps {
  field: { get(key: string, fallback?: unknown): unknown };
  value?: unknown;
  onChange: (value: unknown) => void;
  forID?: string;
  classNameWrapper?: string;
  setActiveStyle?: () => void;
  setInactiveStyle?: () => void;
}

const shown = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? String(value) : '');

/** The number control for the editor language `ui`. */
export function numberControl(ui: UiLocale) {
  return class NumberControl extends Component<NumberControlProps, { text: string }> {
    override state = { text: shown(this.props.value) };

    private integer() {
      return this.props.field.get('value_type') === 'int';
    }

    override componentDidUpdate(previous: NumberControlProps) {
      // A value set from outside (a draft restored, a copied locale) replaces what is typed.
      if (previous.value === this.props.value) return;
      const reading = readNumber(this.state.text, { integer: this.integer() });
      const same =
        (reading.kind === 'number' && reading.value === this.props.value) ||
        (reading.kind === 'empty' && shown(this.props.value) === '') ||
        this.state.text === this.props.value;
      if (!same) this.setState({ text: shown(this.props.value) });
    }

    handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
      const text = event.target.value;
      this.setState({ text });
      const reading = readNumber(text, { integer: this.integer() });
      // Anything that is not a number is kept as typed, so the check below refuses it: never a
      // different number than the editor meant.
      this.props.onChange(reading.kind === 'number' ? reading.value : reading.kind === 'empty' ? '' : text);
    };

    /** Called by Decap's Widget when it validates the field (on save). */
    isValid = () => {
      const { value } = this.props;
      if (typeof value !== 'string') return true;
      const problem = numberProblem(readNumber(value, { integer: this.integer() }), ui);
      if (!problem) return true;
      const label = String(this.props.field.get('label', this.props.field.get('name')));
      return { error: { type: 'CUSTOM', message: `${label}${ui === 'zh' ? '：' : ': '}${problem}` } };
    };

    override render() {
      const { forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
      return (
        <input
          type="text"
          inputMode={this.integer() ? 'numeric' : 'decimal'}
          id={forID}
          className={classNameWrapper}
          onFocus={setActiveStyle}
          onBlur={setInactiveStyle}
          value={this.state.text}
          onChange={this.handleChange}
        />
      );
    }
  };
}
