// Dates in /admin as the site stores and shows them: YYYY-MM-DD. Decap's date picker is the
// browser's own, which writes the date in the browser's order (mm/dd/yyyy in an English Chrome)
// whatever the editor's language. This control is a text field that takes 2026-03-18 and also
// 2026/3/18, 2026.3.18 or 2026年3月18日 (written back as 2026-03-18), with a "today" button.
import React, { Component } from 'react';
import type { CmsUiLocale } from './ui-locale';

export const dateWidget = 'plain-date';

const phrases: Record<CmsUiLocale, { example: string; today: string; invalid: (label: string) => string }> = {
  zh_Hans: {
    example: '例如 2026-03-18',
    today: '今天',
    invalid: (label) => `“${label}”请按“年-月-日”填写真实的日期，例如 2026-03-18`,
  },
  en: {
    example: 'e.g. 2026-03-18',
    today: 'Today',
    invalid: (label) => `${label}: write a real date as year-month-day, e.g. 2026-03-18`,
  },
};

const pad = (number: number) => String(number).padStart(2, '0');

/** `text` as YYYY-MM-DD when it names a real calendar date in a year-month-day order, else null. */
export function normalDate(text: string): string | null {
  const digits = text.trim().replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0));
  const match = /^(\d{4})\s*[-/.年－／]\s*(\d{1,2})\s*[-/.月－／]\s*(\d{1,2})\s*日?$/.exec(digits);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Today in the editor's time zone, as YYYY-MM-DD. */
export function today(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

interface DateControlProps {
  value?: unknown;
  onChange: (value: string) => void;
  forID?: string;
  classNameWrapper?: string;
  setActiveStyle?: () => void;
  setInactiveStyle?: () => void;
  field: { get(key: string): unknown };
}

const fieldLabel = (field: DateControlProps['field']) => {
  const label = field.get('label');
  return typeof label === 'string' ? label : '';
};

/** The date control for the editor language `ui`. */
export function dateControl(ui: CmsUiLocale) {
  const words = phrases[ui];
  return class DateControl extends Component<DateControlProps> {
    /** Called by Decap's Widget when it validates the field (on blur and before saving). */
    isValid = () => {
      const value = this.props.value;
      if (value === undefined || value === null || value === '') return true;
      if (typeof value === 'string' && normalDate(value) === value) return true;
      return { error: { type: 'CUSTOM', message: words.invalid(fieldLabel(this.props.field)) } };
    };

    private onBlur = () => {
      const value = this.props.value;
      const normal = typeof value === 'string' ? normalDate(value) : null;
      if (normal && normal !== value) this.props.onChange(normal);
      this.props.setInactiveStyle?.();
    };

    override render() {
      const value = this.props.value;
      return (
        <div style={{ display: 'flex', gap: '8px', alignItems: 'stretch' }}>
          <input
            type="text"
            inputMode="numeric"
            autoComplete="off"
            id={this.props.forID}
            className={this.props.classNameWrapper}
            style={{ flex: '1 1 auto' }}
            placeholder={words.example}
            value={typeof value === 'string' ? value : value instanceof Date ? today(value) : ''}
            onChange={(event) => this.props.onChange(event.target.value)}
            onFocus={this.props.setActiveStyle}
            onBlur={this.onBlur}
          />
          <button
            type="button"
            onClick={() => this.props.onChange(today())}
            style={{
              flex: '0 0 auto',
              padding: '0 16px',
              border: '2px solid #dfdfe3',
              borderRadius: '5px',
              background: '#fff',
              color: '#313d3e',
              font: 'inherit',
              cursor: 'pointer',
            }}
          >
            {words.today}
          </button>
        </div>
      );
    }
  };
}

/** The preview of a date: the date as stored. */
export function DatePreview({ value }: { value?: unknown }) {
  return <div>{typeof value === 'string' ? value : ''}</div>;
}
