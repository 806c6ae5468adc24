/** The nearest ancestor that scrolls vertically, or undefined: the window's scrolling is not ours. */
function scrollBoxOf(element: HTMLElement): HTMLElement | undefined {
  for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
    const { overflowY } = getComputedStyle(box);
    if ((overflowY === 'auto' || overflowY === 'scroll') && box.scrollHeight > box.clientHeight)
      return box;
  }
  return undefined;
}

/**
 * Scrolls the list holding `element` (not the page) just enough to show it, with `margin` px
 * to spare. `scrollIntoView` would also scroll the window, under the reader's own scrolling.
 */
export function revealInScrollBox(element: HTMLElement, margin = 24) {
  const box = scrollBoxOf(element);
  if (!box) return;
  const item = element.getBoundingClientRect();
  const frame = box.getBoundingClientRect();
  if (item.top < frame.top + margin) box.scrollTop -= frame.top + margin - item.top;
  else if (item.bottom > frame.bottom - margin)
    box.scrollTop += item.bottom - (frame.bottom - margin);
}
