import React from 'react';
import { render } from '@testing-library/react';
import { ruledControl } from '../field-rules';
import { numberControl } from '../number-control';
import { type DecapStore, connectRefusals, revalidateQuietly } from '../refusal';
import { messages } from '../../previews/messages';

// What Decap does when the editor presses 保存 or 立即发布: it validates every field (each
// control's isValid or validate, in the form's order), stores each field's errors under its id,
// and refuses the save when any are stored, toasting only for its own empty-field errors.

type Errors = Record<string, { type: string; parentIds?: string[] }[]>;

/** Decap's store as far as refusals read it: the draft's errors and the notifications sent. */
function fakeStore(errors: Errors) {
  const sent: unknown[] = [];
  const store: DecapStore = {
    getState: () => ({ entryDraft: { get: () => ({ toJS: () => errors }) } }),
    dispatch: (action) => sent.push(action),
  };
  connectRefusals(store);
  return sent;
}

const immutable = (values: Record<string, unknown>) => ({
  get: (key: string, fallback?: unknown) => values[key] ?? fallback,
});

const Warranty = ruledControl(numberControl('zh') as never, 'zh', messages.zh);

/** The product form: a few fields as Decap lays them out (box > [top bar > label], widget). */
function Form({ onWarranty }: { onWarranty: (control: InstanceType<typeof Warranty> | null) => void }) {
  return (
    <form>
      <label htmlFor="slug-id">标识（英文）</label>
      <input id="slug-id" />
      <div>
        <div>
          <label htmlFor="specs-id">技术参数</label>
        </div>
        <div>
          <button type="button">添加技术参数</button>
          <label htmlFor="row-value-id">数值</label>
          <input id="row-value-id" />
        </div>
      </div>
      <label htmlFor="warranty-id">质保期（月）</label>
      <Warranty
        ref={onWarranty}
        forID="warranty-id"
        value="１。５"
        field={immutable({ name: 'warrantyMonths', label: '质保期（月）', value_type: 'int' })}
        collection={immutable({ name: 'products' })}
        getEntry={() => ({ get: () => undefined, getIn: () => undefined })}
        loadEntry={() => Promise.resolve(undefined)}
        validate={() => undefined}
        onChange={() => undefined}
      />
    </form>
  );
}

/** Presses 保存: Decap validates the field, then (same task) decides on the save. */
async function save(control: InstanceType<typeof Warranty>) {
  const answer = control.isValid();
  await Promise.resolve();
  return answer;
}

const toast = { type: 'NOTIFICATION_SEND', payload: expect.objectContaining({ type: 'error' }) as unknown };

describe('a save the site’s rules refuse', () => {
  let warranty: InstanceType<typeof Warranty> | null = null;
  const scrolled: Element[] = [];
  beforeEach(() => {
    scrolled.length = 0;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    render(<Form onWarranty={(control) => (warranty = control)} />);
  });

  it('is told in Decap’s own toast and takes the editor to the field', async () => {
    const sent = fakeStore({ 'warranty-id': [{ type: 'CUSTOM' }] });
    const answer = await save(warranty!);
    expect(answer).toMatchObject({ error: { message: expect.stringContaining('质保期（月）') as unknown } });
    expect(sent).toEqual([
      {
        type: 'NOTIFICATION_SEND',
        payload: { message: { key: 'ui.toast.missingRequiredField' }, type: 'error', dismissAfter: 8000 },
      },
    ]);
    expect(scrolled.map((element) => element.textContent)).toEqual(['质保期（月）']);
    expect(document.activeElement).toBe(document.getElementById('warranty-id'));
  });

  it('goes to the first field at fault in the form’s order, inside a list row when it is shown', async () => {
    // Errors are stored in the order fields were validated, not as the form shows them.
    const sent = fakeStore({
      'warranty-id': [{ type: 'CUSTOM' }],
      'specs-id': [{ type: 'CUSTOM' }],
      'row-value-id': [{ type: 'CUSTOM', parentIds: ['specs-id'] }],
    });
    await save(warranty!);
    expect(sent).toEqual([toast]);
    expect(document.activeElement).toBe(document.getElementById('row-value-id'));
  });

  it('goes to a list whose own rule failed: its first control', async () => {
    fakeStore({ 'warranty-id': [{ type: 'CUSTOM' }], 'specs-id': [{ type: 'CUSTOM' }] });
    await save(warranty!);
    expect(scrolled.map((element) => element.textContent)).toEqual(['技术参数']);
    expect(document.activeElement).toHaveTextContent('添加技术参数');
  });

  it('adds no second toast when Decap toasts an empty required field itself', async () => {
    const sent = fakeStore({ 'slug-id': [{ type: 'PRESENCE' }], 'warranty-id': [{ type: 'CUSTOM' }] });
    await save(warranty!);
    expect(sent).toEqual([]);
    expect(document.activeElement).toBe(document.getElementById('slug-id'));
  });

  it('says nothing when the save goes through, or when a field is checked again on its own', async () => {
    const sent = fakeStore({});
    await save(warranty!);
    expect(sent).toEqual([]);
    // An answer that came later validates the field again: the editor is not taken anywhere.
    const later = fakeStore({ 'warranty-id': [{ type: 'CUSTOM' }] });
    revalidateQuietly(() => void warranty!.isValid());
    await Promise.resolve();
    expect(later).toEqual([]);
    expect(scrolled).toEqual([]);
  });
});
