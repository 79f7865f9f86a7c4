// Kept out of the login page's first files (Live.tsx loads it when it is needed): only a
// logged-in page drawn with its content replaces its prerendered page.

type Replaced = { root: Element; children: Element[] };
let replaced: Replaced | null = null;

/**
 * Notes that the app's first render replaces the prerendered page in `root` rather than
 * hydrating it (a logged-in page is drawn with its content: apps/merchant/src/start.tsx). A
 * press the boot script held on the old page is then replayed on the same control of the new
 * one, when the new page has it at the same place (Live).
 */
export function replacingPrerendered(root: Element): void {
  replaced = { root, children: [...root.children] };
}

/** The control of the new page at the place `held` had in the replaced page, or null. */
export function counterpart(held: Element): Element | null {
  const page = replaced;
  replaced = null;
  if (!page) return null;
  const path: number[] = [];
  let node = held;
  while (node.parentElement) {
    path.unshift([...node.parentElement.children].indexOf(node));
    node = node.parentElement;
  }
  const top = page.children.indexOf(node);
  if (top < 0) return null;
  let found: Element | undefined = page.root.children[top];
  for (const index of path) found = found?.children[index];
  if (
    !found ||
    found.tagName !== held.tagName ||
    found.getAttribute('aria-label') !== held.getAttribute('aria-label') ||
    found.textContent?.trim() !== held.textContent?.trim()
  )
    return null;
  return found;
}
