import React from 'react';
import { fireEvent, render } from '@testing-library/react';
import { ruledControl } from '../field-rules';
import { numberControl } from '../number-control';
import { type DecapStore, connectRefusals, revalidateQuietly } from '../refusal';
import { messages } from '../../previews/messages';

// What Decap does when the editor presses 立即发布 (or 保存 in the editorial workflow): it
// validates every top-level field (each control's isValid or validate, in the form's order),
// stores each field's errors under its id, and refuses the save when any are stored, toasting
// only for its own empty-field errors. Fields are also validated on their own: when one is left,
// or when an answer a field waited for comes (a slug's look-up): no save was asked for then.

type Errors = Record<string, { type: string; parentIds?: string[] }[]>;

/** Decap's store as far as refusals read it: the draft's errors and the notifications sent. */
function fakeStore(errors: Errors) {
  const sent: { type: string; payload?: unknown }[] = [];
  const store: DecapStore = {
    getState: () => ({ entryDraft: { get: () => ({ toJS: () => errors }) } }),
    dispatch: (action) => sent.push(action),
  };
  connectRefusals(store, { saveLabels: ['立即发布', '发布，然后新建内容', '保存'], optional: '可选' });
  return sent;
}

const immutable = (values: Record<string, unknown>) => ({
  get: (key: string, fallback?: unknown) => values[key] ?? fallback,
});

const Numbers = ruledControl(numberControl('zh') as never, 'zh', messages.zh);
type Control = InstanceType<typeof Numbers>;

const numberField = (id: string, name: string, label: string, set: (control: Control | null) => void) => (
  <Numbers
    ref={set}
    forID={id}
    value="１。５"
    field={immutable({ name, label, value_type: 'int' })}
    collection={immutable({ name: 'products' })}
    getEntry={() => ({ get: () => undefined, getIn: () => undefined })}
    loadEntry={() => Promise.resolve(undefined)}
    validate={() => undefined}
    onChange={() => undefined}
  />
);

/** The product form: a few fields as Decap lays them out (box > [top bar > label], widget). */
/** The rules-wrapped controls of the form, as rendered. */
const controls: Control[] = [];
const keep = (index: number) => (control: Control | null) => {
  if (control) controls[index] = control;
};

function Form() {
  return (
    <div>
      <div role="menu">
        <div role="menuitem" tabIndex={-1}>
          <span>立即发布</span>
        </div>
        <div role="menuitem" tabIndex={-1}>
          <span>复制</span>
        </div>
      </div>
      <form>
        <div>
          <div>
            <label htmlFor="slug-id">标识（英文）</label>
          </div>
          <input id="slug-id" />
        </div>
        <div>
          <div>
            <label htmlFor="specs-id">
              技术参数<span> (可选)</span>
            </label>
          </div>
          <div id="specs-id">
            <button type="button">收起</button>
            <div hidden>
              <label htmlFor="row-1-id">数值</label>
              <input id="row-1-id" />
            </div>
            <label htmlFor="row-2-id">数值</label>
            <input id="row-2-id" />
          </div>
        </div>
        <div>
          <div>
            <label htmlFor="warranty-id">质保期（月）</label>
          </div>
          {numberField('warranty-id', 'warrantyMonths', '质保期（月）', keep(0))}
        </div>
        <div>
          <div>
            <label htmlFor="lead-id">交货周期（周）</label>
          </div>
          {numberField('lead-id', 'leadTimeWeeks', '交货周期（周）', keep(1))}
        </div>
      </form>
    </div>
  );
}

/** Decap validates every field, one after another; the decision and a microtask come after. */
async function validateAll() {
  for (const control of controls) void control.isValid();
  await Promise.resolve();
}

const askToSave = (text = '立即发布') => {
  const item = [...document.querySelectorAll('[role="menuitem"] span')].find((span) => span.textContent === text)!;
  fireEvent.pointerDown(item);
  fireEvent.click(item);
};

describe('a save the site’s rules refuse', () => {
  const scrolled: Element[] = [];
  // jsdom has no scrollIntoView and lays nothing out: both are given for these tests only.
  const ownScroll = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
  beforeEach(() => {
    scrolled.length = 0;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    // What is inside [hidden] (a collapsed row) is not shown.
    jest.spyOn(Element.prototype, 'getClientRects').mockImplementation(function getClientRects(this: Element) {
      return (this.closest('[hidden]') ? [] : [{}]) as unknown as DOMRectList;
    });
    render(<Form />);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    if (ownScroll) Object.defineProperty(Element.prototype, 'scrollIntoView', ownScroll);
    else delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('is told in a toast naming the field, and the editor is taken to it, once', async () => {
    const sent = fakeStore({ 'warranty-id': [{ type: 'CUSTOM' }] });
    askToSave();
    await validateAll();
    expect(sent).toEqual([
      {
        type: 'NOTIFICATION_SEND',
        payload: {
          message: { key: 'ui.toast.refusedField', field: '质保期（月）', count: 1 },
          type: 'error',
          dismissAfter: 8000,
        },
      },
    ]);
    expect(scrolled).toEqual([document.getElementById('warranty-id')]);
    expect(document.activeElement).toBe(document.getElementById('warranty-id'));
    // The same errors validated again without a new request: nothing more.
    (document.getElementById('slug-id') as HTMLInputElement).focus();
    await validateAll();
    expect(sent).toHaveLength(1);
    expect(document.activeElement).toBe(document.getElementById('slug-id'));
  });

  it('goes to the first field at fault in the form’s order: a list’s first row shown; the toast counts', async () => {
    // Errors are stored in the order fields were validated, not as the form shows them.
    const sent = fakeStore({ 'lead-id': [{ type: 'CUSTOM' }], 'specs-id': [{ type: 'CUSTOM' }] });
    askToSave();
    await validateAll();
    expect(sent[0]!.payload).toMatchObject({
      message: { key: 'ui.toast.refusedFields', field: '技术参数', count: 2 },
    });
    expect(document.activeElement).toBe(document.getElementById('row-2-id'));
  });

  it('while the related entries are still read: the fields at fault are the others, counted alone', async () => {
    const checking = { type: 'CUSTOM', checking: true };
    const sent = fakeStore({ 'slug-id': [checking], 'warranty-id': [{ type: 'CUSTOM' }], 'specs-id': [checking] });
    askToSave();
    await validateAll();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.payload).toMatchObject({
      message: { key: 'ui.toast.refusedField', field: '质保期（月）', count: 1 },
    });
    expect(document.activeElement).toBe(document.getElementById('warranty-id'));
  });

  it('only checking: asks for a save again in a moment, and moves no focus', async () => {
    const checking = { type: 'CUSTOM', checking: true };
    const sent = fakeStore({ 'slug-id': [checking], 'warranty-id': [checking] });
    const lead = document.getElementById('lead-id') as HTMLInputElement;
    lead.focus();
    askToSave();
    await validateAll();
    expect(sent).toEqual([
      {
        type: 'NOTIFICATION_SEND',
        payload: { message: { key: 'ui.toast.stillChecking' }, type: 'warning', dismissAfter: 8000 },
      },
    ]);
    expect(scrolled).toEqual([]);
    expect(document.activeElement).toBe(lead);
  });

  it('adds no second toast when Decap toasts an empty required field itself', async () => {
    const sent = fakeStore({ 'slug-id': [{ type: 'PRESENCE' }], 'warranty-id': [{ type: 'CUSTOM' }] });
    askToSave();
    await validateAll();
    expect(sent).toEqual([]);
    expect(document.activeElement).toBe(document.getElementById('slug-id'));
  });

  it('asked with the keyboard: Enter on the menu item', async () => {
    const sent = fakeStore({ 'warranty-id': [{ type: 'CUSTOM' }] });
    const item = document.querySelector('[role="menuitem"]')!;
    fireEvent.keyDown(item, { key: 'Enter' });
    await validateAll();
    expect(sent).toHaveLength(1);
  });

  it('says nothing when the save goes through', async () => {
    const sent = fakeStore({});
    askToSave();
    await validateAll();
    expect(sent).toEqual([]);
    expect(scrolled).toEqual([]);
  });

  it('moves nothing when no save was asked for: validations while the editor works', async () => {
    const sent = fakeStore({ 'warranty-id': [{ type: 'CUSTOM' }] });
    const slug = document.getElementById('slug-id') as HTMLInputElement;
    slug.focus();
    // Every field validated without a request (another menu item), one field on its own.
    askToSave('复制');
    await validateAll();
    void controls[0]!.isValid();
    await Promise.resolve();
    expect(sent).toEqual([]);
    expect(scrolled).toEqual([]);
    expect(document.activeElement).toBe(slug);
  });

  it('after a request, a field validated on its own (an answer that came) is not the save’s validation', async () => {
    const sent = fakeStore({ 'warranty-id': [{ type: 'CUSTOM' }] });
    askToSave();
    // The slug's look-up answers before Decap validates the form.
    revalidateQuietly(() => void controls[1]!.isValid());
    void controls[1]!.isValid();
    await Promise.resolve();
    expect(sent).toEqual([]);
    // Then the save's own validation of every field.
    await validateAll();
    expect(sent).toHaveLength(1);
  });

  it('a request whose validation never came ends with the next press elsewhere', async () => {
    const sent = fakeStore({ 'warranty-id': [{ type: 'CUSTOM' }] });
    askToSave();
    fireEvent.pointerDown(document.getElementById('slug-id')!);
    await validateAll();
    expect(sent).toEqual([]);
  });
});
