/**
 * The page transition named `page`, mode out-in: the current page leaves while the next one
 * loads, and the next one enters once it has rendered. Only classes change here; the CSS in
 * src/styles/global.css animates opacity alone (no layout shift) and stands still under
 * prefers-reduced-motion.
 */
export const transitionName = 'page';
const pageSelector = '[data-page]';
const leaveClass = `${transitionName}-leave-active`;
const enterClass = `${transitionName}-enter-active`;

export function pageLeave(doc: Document = document): void {
  doc.querySelector(pageSelector)?.classList.add(leaveClass);
}

export function pageEnter(doc: Document = document): void {
  const page = doc.querySelector<HTMLElement>(pageSelector);
  if (!page) return;
  page.classList.remove(leaveClass);
  page.classList.add(enterClass);
  const done = () => page.classList.remove(enterClass);
  page.addEventListener('animationend', done, { once: true });
  // No animation runs under reduced motion, so animationend never comes.
  setTimeout(done, 1000);
}
