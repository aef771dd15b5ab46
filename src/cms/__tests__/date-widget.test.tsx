import React, { createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { dateControl, normalDate, today } from '../date-widget';

describe('normalDate', () => {
  it('keeps YYYY-MM-DD and writes other year-month-day orders that way', () => {
    expect(normalDate('2026-03-18')).toBe('2026-03-18');
    expect(normalDate('2026/3/18')).toBe('2026-03-18');
    expect(normalDate('2026.3.8')).toBe('2026-03-08');
    expect(normalDate('2026年3月18日')).toBe('2026-03-18');
    expect(normalDate('２０２６－０３－１８')).toBe('2026-03-18');
  });

  it('refuses the month-first order and dates that do not exist', () => {
    expect(normalDate('03/18/2026')).toBeNull();
    expect(normalDate('2026-02-30')).toBeNull();
    expect(normalDate('2026-13-01')).toBeNull();
    expect(normalDate('明天')).toBeNull();
  });

  it('gives today as YYYY-MM-DD', () => {
    expect(today(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});

describe('the date control', () => {
  const field = { get: (key: string) => (key === 'label' ? '发布日期' : undefined) };
  const Control = dateControl('zh_Hans');

  it('shows the stored date as it is stored, and writes a typed 2026/3/18 as 2026-03-18', () => {
    const onChange = jest.fn();
    render(<Control value="2024-01-15" onChange={onChange} field={field} forID="date" />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveValue('2024-01-15');
    expect(input).toHaveAttribute('placeholder', '例如 2026-03-18');
    render(<Control value="2026/3/18" onChange={onChange} field={field} />);
    fireEvent.blur(screen.getAllByRole('textbox')[1]!);
    expect(onChange).toHaveBeenCalledWith('2026-03-18');
  });

  it('refuses what is not a date, in Chinese, and accepts an empty field (required is checked apart)', () => {
    const ref = createRef<InstanceType<typeof Control>>();
    const { rerender } = render(<Control ref={ref} value="03/18/2026" onChange={jest.fn()} field={field} />);
    expect(ref.current!.isValid()).toEqual({
      error: { type: 'CUSTOM', message: '“发布日期”请按“年-月-日”填写真实的日期，例如 2026-03-18' },
    });
    rerender(<Control ref={ref} value="" onChange={jest.fn()} field={field} />);
    expect(ref.current!.isValid()).toBe(true);
  });

  it('sets today with one button', () => {
    const onChange = jest.fn();
    render(<Control value="" onChange={onChange} field={field} />);
    fireEvent.click(screen.getByRole('button', { name: '今天' }));
    expect(onChange).toHaveBeenCalledWith(today());
  });
});
