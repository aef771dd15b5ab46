// A refused save is said where the editor is looking. Decap refuses a save whenever a field has an
// error after it validated the form, but it toasts only when one of them is its own empty-field
// check (PRESENCE): the site's rules (spec figures, numbers, empty lists, relations) refused in
// silence, their red text far below the button. After every validation pass, when the form has
// errors, this dispatches Decap's own toast (ui.toast.missingRequiredField: "有些字段未填写或填写有误，
// 已用红色标出…") unless Decap did, and takes the editor to the first field at fault.

type FieldError = { type?: string; parentIds?: string[] };

/** What this needs of Decap's Redux store (decap-cms-core's `store`). */
export interface DecapStore {
  getState(): { entryDraft: { get(key: 'fieldsErrors'): { toJS(): Record<string, FieldError[]> } } };
  dispatch(action: { type: string; payload?: unknown }): unknown;
}

/** decap-cms-core's NOTIFICATION_SEND, the action its own toasts are made of. */
const notificationSend = 'NOTIFICATION_SEND';

let store: DecapStore | null = null;
let scheduled = false;
/** Validations that our own code asks again (an answer that came later): not a save. */
let quiet = 0;

/** Lets the rules read Decap's field errors and send its toasts (src/cms/index.tsx). */
export function connectRefusals(decapStore: DecapStore) {
  store = decapStore;
}

/** Runs `validate` without it counting as a save: a field checked again once an answer came. */
export function revalidateQuietly(validate: () => void) {
  quiet += 1;
  try {
    validate();
  } finally {
    quiet -= 1;
  }
}

/** The label of the field Decap gave the id `id` (its uniqueFieldId, a uuid). */
const labelFor = (document: Document, id: string) =>
  document.querySelector(`label[for="${id.replace(/["\\]/g, '\\$&')}"]`);

/**
 * The element the id names, or else the first control in the field's box (a list's or group's own
 * buttons): Decap lays a field out as box > [top bar > label, errors], widget.
 */
function controlOf(document: Document, id: string): HTMLElement | null {
  const own = document.getElementById(id);
  if (own) return own;
  const label = labelFor(document, id);
  const box = label?.parentElement?.parentElement;
  return box?.querySelector<HTMLElement>('input, textarea, select, button, [tabindex]') ?? null;
}

/** Scrolls to the first field (in the form's order) of those with an error shown, and focuses it. */
export function goToFirstError(document: Document, ids: string[]): boolean {
  const labels = [...new Set(ids)]
    .map((id) => ({ id, label: labelFor(document, id) }))
    .filter((found): found is { id: string; label: Element } => found.label !== null)
    .sort((a, b) => (a.label.compareDocumentPosition(b.label) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const first = labels[0];
  if (!first) return false;
  first.label.scrollIntoView({ block: 'center' });
  controlOf(document, first.id)?.focus({ preventScroll: true });
  return true;
}

/** After a validation pass: tell a refused save in a toast and go to the first field at fault. */
function afterPass(document: Document) {
  scheduled = false;
  if (!store) return;
  const errors = store.getState().entryDraft.get('fieldsErrors').toJS();
  const ids = Object.keys(errors).filter((id) => errors[id]?.length);
  if (!ids.length) return;
  // Decap toasts by itself when a required field is empty; once is enough.
  const toasted = ids.some((id) => errors[id]!.some((error) => error.type === 'PRESENCE'));
  if (!toasted)
    store.dispatch({
      type: notificationSend,
      payload: { message: { key: 'ui.toast.missingRequiredField' }, type: 'error', dismissAfter: 8000 },
    });
  // An error inside a list or group names the fields around it too: the innermost field shown
  // (a row's value rather than the whole table) is where to go, else the list or group itself.
  const around = new Set(ids.flatMap((id) => errors[id]!.flatMap((error) => error.parentIds ?? [])));
  if (
    !goToFirstError(
      document,
      ids.filter((id) => !around.has(id)),
    )
  )
    goToFirstError(document, [...ids, ...around]);
}

/**
 * Called when Decap validates a top-level field (every field, one after another, when the editor
 * saves or publishes): once the pass is over, and Decap has its errors, a refusal is told.
 */
export function noteValidation(document: Document = globalThis.document) {
  if (quiet || scheduled || !store) return;
  scheduled = true;
  // Decap validates every field synchronously and then, in the same task, reads the errors to
  // decide on the save: a microtask runs after both.
  queueMicrotask(() => afterPass(document));
}
