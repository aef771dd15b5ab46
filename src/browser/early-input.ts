/**
 * What a visitor does before the page is live takes effect once it is, exactly once.
 *
 * A page is painted long before React has hydrated it (on a mid-range phone, seconds before): its
 * buttons look ready, but until `hydrateRoot` has attached React's listeners a press reaches no
 * handler, and while React hydrates, a press on a part still waiting for its code is dropped too.
 * Text typed into a box stays in the DOM, but the component's state never hears of it.
 *
 * So every page's <head> carries `earlyInputScript()` (gatsby-ssr.tsx), which, until the page is
 * live, takes each press on a button (or a `[data-early]` control) and each form submission out of
 * the event's way and queues it, and notes the value of each field the visitor types into, ticks
 * or chooses from; `replayEarlyInput()` (gatsby-browser.tsx, onInitialClientRender) then gives
 * React those values (hydration may have set a box or a select back to the server's value) and
 * replays the queue in order. The press is the visitor's own gesture, so the browser still lets
 * it start a video with sound.
 *
 * Links are left alone: the browser follows them itself.
 */

/** The queue the inline script fills, and the flag that stops it, on `window`. */
export const earlyQueueName = '___earlyInput';
/** The fields changed before the page was live, each with the visitor's last value. */
export const earlyValuesName = '___earlyValues';
export const liveFlagName = '___live';

/** What the inline script queues: a press (the control) or a submission (the form and its submitter). */
export type EarlyAction =
  { kind: 'press'; target: Element } | { kind: 'submit'; target: HTMLFormElement; submitter: Element | null };

/** A field and what the visitor left in it: text, a box's state, a select's chosen options. */
export interface EarlyValue {
  target: Element;
  value: string | boolean | boolean[];
}

/** The controls whose presses are queued: buttons that run script, and controls that ask for it. */
export const pressSelector = 'button:not([type=submit]),[role=tab],[role=button],[data-early]';

/**
 * The inline script (no imports, nothing from an enclosing scope; its hash is in the CSP the build
 * writes). Listens in the capture phase on `window`, before anything else the page adds, so the
 * event reaches neither React nor the handlers it would otherwise miss.
 */
export function earlyInputScript(): string {
  return `(function(){var w=window,q=w.${earlyQueueName}=[],v=w.${earlyValuesName}=[];function t(e){return w.${liveFlagName}||!(e.target instanceof Element)}w.addEventListener('click',function(e){if(t(e))return;var c=e.target.closest(${JSON.stringify(pressSelector)});if(!c||c.disabled)return;e.preventDefault();e.stopImmediatePropagation();q.push({kind:'press',target:c})},true);w.addEventListener('submit',function(e){if(t(e))return;e.preventDefault();e.stopImmediatePropagation();q.push({kind:'submit',target:e.target,submitter:e.submitter||null})},true);function r(e){if(t(e))return;var c=e.target;if(!c.matches('input,textarea,select'))return;var x=c.type==='checkbox'||c.type==='radio'?c.checked:c.tagName==='SELECT'?[].map.call(c.options,function(o){return o.selected}):c.value;for(var i=0;i<v.length;i++)if(v[i].target===c){v[i].value=x;return}v.push({target:c,value:x})}w.addEventListener('input',r,true);w.addEventListener('change',r,true)})();`;
}

type EarlyWindow = Window & {
  [earlyQueueName]?: EarlyAction[];
  [earlyValuesName]?: EarlyValue[];
  [liveFlagName]?: boolean;
};

/**
 * Gives React a value the visitor set before it listened, as the browser would have told it then.
 * Hydration leaves React believing the control holds what it rendered (it may even have set a box
 * or a select back to it), so the control is first given another value through its own property
 * (which React's value tracker, where there is one, records), then the visitor's through the
 * element type's setter (which it does not), and the event the browser sends for such a change
 * follows: React's `onChange` runs once, with the visitor's value. Boxes report through a click (a
 * plain `Event`, without the activation behaviour that would toggle the box), selects through
 * their change event.
 */
function reportChange({ target: control, value }: EarlyValue): void {
  if (!control.isConnected) return;
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    // A radio that was chosen speaks for its group.
    if (typeof value !== 'boolean' || (control.type === 'radio' && !value)) return;
    control.checked = !value;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(control, value);
    control.dispatchEvent(new Event('click', { bubbles: true }));
  } else if (control instanceof HTMLSelectElement) {
    // React reads a select's choice from the DOM on its change event (no tracker): set it back.
    if (!Array.isArray(value)) return;
    [...control.options].forEach((option, index) => {
      option.selected = value[index] ?? false;
    });
  } else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
    if (typeof value !== 'string' || control.type === 'file') return;
    const focused = control.ownerDocument.activeElement === control;
    const [start, end] = [control.selectionStart, control.selectionEnd];
    control.value = value === control.defaultValue ? `${value} ` : control.defaultValue;
    const prototype = control instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
    // The caret stays where the visitor left it (setting the value moves it to the end).
    if (focused && start !== null && end !== null) control.setSelectionRange(start, end);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  } else {
    return;
  }
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * A press as the visitor made it: pointer and mouse down and up, then the click. The downs matter:
 * a part that loads its code on intent (the video slot) wakes on them, and the listeners it adds
 * hear the click that follows.
 */
function press(win: Window, target: HTMLElement): void {
  const init = { bubbles: true, cancelable: true, composed: true, view: win };
  const Pointer: typeof MouseEvent = typeof PointerEvent === 'function' ? PointerEvent : MouseEvent;
  target.dispatchEvent(new Pointer('pointerdown', init));
  target.dispatchEvent(new MouseEvent('mousedown', init));
  target.dispatchEvent(new Pointer('pointerup', init));
  target.dispatchEvent(new MouseEvent('mouseup', init));
  target.click();
}

/**
 * Ends the early phase: from now on React handles every event itself. Reports what the visitor
 * typed or chose, then replays the queued presses and submissions in order (a press on a part
 * removed meanwhile is dropped: nothing is left to press).
 */
export function replayEarlyInput(win: Window = window): void {
  const early = win as EarlyWindow;
  if (early[liveFlagName]) return;
  early[liveFlagName] = true;
  const queue = early[earlyQueueName]?.splice(0) ?? [];
  for (const value of early[earlyValuesName]?.splice(0) ?? []) reportChange(value);
  for (const action of queue) {
    if (!action.target.isConnected) continue;
    if (action.kind === 'submit') {
      const submitter =
        action.submitter instanceof HTMLElement && action.submitter.isConnected ? action.submitter : null;
      action.target.requestSubmit(submitter);
    } else if (action.target instanceof HTMLElement) {
      press(win, action.target);
    }
  }
}
