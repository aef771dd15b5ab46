// A refused save is said where the editor is looking (issue 36, trap 1). Decap refuses a save
// whenever a field holds an error once it validated the form, but it toasts only when one of them
// is its own empty-field check (PRESENCE): the site's rules (spec tables, numbers, empty lists,
// claims across entries) refused in silence, the button back as it was and the red text far
// below. When the editor asks for a save (发布 → 立即发布 and the like, or 保存 in the editorial
// workflow) and that request's validation leaves errors, this sends one toast in the editor's
// language (none when Decap sends its own) and takes the editor to the first field at fault.
//
// Only a save the editor asked for acts: a field validated on its own (a slug's look-up answering,
// a field left, an answer our rules waited for) must not move the focus or close an open select
// (commit e1a7a6f reverted an attempt that acted on every validation).

/** `checking`: refused only until an answer on its way comes (src/cms/rules/field-rules.tsx). */
type FieldError = { type?: string; parentIds?: string[]; checking?: boolean };

/** What this needs of Decap's Redux store (decap-cms-core's `store`, a private module). */
export interface DecapStore {
  getState(): { entryDraft: { get(key: 'fieldsErrors'): { toJS(): Record<string, FieldError[]> } } };
  dispatch(action: { type: string; payload?: unknown }): unknown;
}

/** decap-cms-core's NOTIFICATION_SEND, the action its own toasts are made of. */
const notificationSend = 'NOTIFICATION_SEND';

interface Connection {
  store: DecapStore;
  document: Document;
  /** The labels of the controls that ask Decap to save (its toolbar's, in the editor's language). */
  saveLabels: Set<string>;
  /** Decap's label suffix of optional fields (" (可选)"), left out of the toast. */
  optional: string;
}

let connection: Connection | null = null;
/** A save was asked for and its validation has not come yet. */
let requested = false;
/** Top-level fields validated in the current run (a save validates every field, one after another). */
let validated = 0;
/** Validations that our own code asks again (an answer that came later): never a save. */
let quiet = 0;

/** Runs `validate` without it counting as a save's: a field checked again once an answer came. */
export function revalidateQuietly(validate: () => void) {
  quiet += 1;
  try {
    validate();
  } finally {
    quiet -= 1;
  }
}

/** Whether the event happened on a control (a menu item or button) that asks Decap to save. */
function onSaveControl(event: Event): boolean {
  const target = event.target instanceof Element ? event.target : null;
  const control = target?.closest('[role="menuitem"], button');
  return Boolean(control && connection?.saveLabels.has((control.textContent ?? '').trim()));
}

/**
 * Listens, before Decap does (capture phase), for the editor asking for a save: a click on one of
 * the save controls, or Enter or Space on one. Any other press or key ends a request whose
 * validation never came (a control Decap had disabled).
 */
function listen(document: Document) {
  document.addEventListener(
    'pointerdown',
    () => {
      requested = false;
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      if (onSaveControl(event)) requested = true;
    },
    true,
  );
  document.addEventListener(
    'keydown',
    (event) => {
      requested = (event.key === 'Enter' || event.key === ' ') && onSaveControl(event);
    },
    true,
  );
}

/**
 * Lets the rules read Decap's field errors and send its toasts (src/cms/index.tsx). `saveLabels`
 * are the texts of Decap's save controls in the editor's language, `optional` its optional mark.
 */
export function connectRefusals(
  store: DecapStore,
  {
    document = globalThis.document,
    saveLabels,
    optional,
  }: { document?: Document; saveLabels: string[]; optional: string },
) {
  const listening = connection?.document === document;
  connection = { store, document, saveLabels: new Set(saveLabels.map((label) => label.trim())), optional };
  if (!listening) listen(document);
}

/** The label of the field Decap gave the id `id` (its uniqueFieldId, a uuid). */
const labelFor = (document: Document, id: string) =>
  document.querySelector<HTMLLabelElement>(`label[for="${id.replace(/["\\]/g, '\\$&')}"]`);

const typed =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), [contenteditable="true"]';
const pressed = 'button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The first element under `root` matching `selector` that is shown (collapsed rows keep theirs hidden). */
const firstShownIn = (root: Element | null | undefined, selector: string) =>
  [...(root?.querySelectorAll<HTMLElement>(selector) ?? [])].find((element) => element.getClientRects().length > 0) ??
  null;

/**
 * What to focus for the field `id`: the element the id names when it takes the focus, else the
 * first input shown in the field's box (a list's first row shown), else its first button. Decap
 * lays a field out as box > [top bar > label, errors], widget.
 */
function controlOf(document: Document, id: string, label: Element): HTMLElement | null {
  const own = document.getElementById(id);
  if (own?.matches(`${typed}, ${pressed}`)) return own;
  const box = label.parentElement?.parentElement;
  return (
    firstShownIn(own, typed) ?? firstShownIn(box, typed) ?? firstShownIn(own, pressed) ?? firstShownIn(box, pressed)
  );
}

/** The first (in the form's order) of the fields `ids` with a label shown. */
function firstShown(document: Document, ids: string[]) {
  return [...new Set(ids)]
    .map((id) => ({ id, label: labelFor(document, id) }))
    .filter((found): found is { id: string; label: HTMLLabelElement } => found.label !== null)
    .sort((a, b) => (a.label.compareDocumentPosition(b.label) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
}

/** Brings the field into view (its control centred) and focuses it; whether it was found. */
export function goToField(document: Document, found: { id: string; label: Element }) {
  const control = controlOf(document, found.id, found.label);
  (control ?? found.label).scrollIntoView({ block: 'center' });
  control?.focus({ preventScroll: true });
}

/** A field's label as the editor reads it, without Decap's "(optional)". */
function labelText(label: Element, optional: string) {
  const text = (label.textContent ?? '').trim();
  const suffix = `(${optional})`;
  return optional && text.endsWith(suffix) ? text.slice(0, -suffix.length).trim() : text;
}

/** After the validation of a save asked for: when refused, tell it and go to the first field at fault. */
function afterSaveValidation({ store, document, optional }: Connection) {
  const errors = store.getState().entryDraft.get('fieldsErrors').toJS();
  if (!Object.values(errors).some((list) => list?.length)) return; // Saved (or on its way): Decap says so.
  // A field refused only while the entries it is checked against are read ("checking") is nobody's
  // fault: the fields at fault are the others. With none, the editor is asked to save again in a
  // moment, and the focus stays where it is (a slow connection must not read as 21 faults).
  const ids = Object.keys(errors).filter((id) => errors[id]?.some((error) => !error.checking));
  if (!ids.length) {
    store.dispatch({
      type: notificationSend,
      payload: { message: { key: 'ui.toast.stillChecking' }, type: 'warning', dismissAfter: 8000 },
    });
    return;
  }
  // An error inside a list or group names the fields around it too: the innermost field shown
  // (a row's value rather than the whole table) is where to go, else the list or group itself.
  const around = new Set(ids.flatMap((id) => errors[id]!.flatMap((error) => error.parentIds ?? [])));
  const first =
    firstShown(
      document,
      ids.filter((id) => !around.has(id)),
    ) ?? firstShown(document, [...ids, ...around]);
  if (first) goToField(document, first);
  // Decap toasts by itself when a required field is empty; one toast for one refusal.
  if (ids.some((id) => errors[id]!.some((error) => error.type === 'PRESENCE'))) return;
  // The toast names top-level fields (技术参数, not its row's 数值).
  const outer = (id: string) => errors[id]?.find((error) => error.parentIds?.length)?.parentIds?.[0] ?? id;
  const fields = [...new Set(ids.map(outer))].filter((id) => labelFor(document, id));
  const named = first ? labelFor(document, outer(first.id)) : null;
  store.dispatch({
    type: notificationSend,
    payload: {
      message: named
        ? {
            key: fields.length > 1 ? 'ui.toast.refusedFields' : 'ui.toast.refusedField',
            field: labelText(named, optional),
            count: fields.length,
          }
        : { key: 'ui.toast.missingRequiredField' },
      type: 'error',
      dismissAfter: 8000,
    },
  });
}

/**
 * Called when Decap validates a top-level field (src/cms/rules/field-rules.tsx). When a save was
 * asked for, the run of validations that follows is the save's: Decap validates every field one
 * after another and, in the same task, reads the errors to decide. A microtask then runs after
 * both, with the errors Decap decided on. A single field validated alone is not a save's run.
 */
export function noteValidation() {
  if (!requested || quiet || !connection) return;
  validated += 1;
  if (validated > 1) return;
  const current = connection;
  queueMicrotask(() => {
    const run = validated;
    validated = 0;
    if (run < 2 || !requested) return;
    requested = false;
    afterSaveValidation(current);
  });
}
