// What the hostile check reads of a page and does on it: the payloads that survived into the
// DOM, and the places where server text landed, which it then hovers, focuses and clicks.

/** The name every payload calls: a binding of the browser context, in every page and frame. */
export const TRAP_NAME = '__hostileRan';
/** A word every text payload shows, to find where server text landed. */
export const MARK = 'Hostile';

/**
 * Runs in the page: the payloads that survived (a script element that carries the trap or sits
 * in the app's root, any on* attribute, any javascript:/vbscript:/data:text/html url, a frame
 * with inline content), and the places where server text landed: the element that shows a
 * marked text or carries a marked attribute, or its nearest link, button or picture. Those get a
 * `data-hostile-spot` number for the caller to hover, focus and click.
 */
export function readPage([trap, mark]) {
  const survivors = [];
  const describe = (el) =>
    el.outerHTML
      .replace(/ data-hostile-spot="\d+"/, '')
      .replace(/\s+/g, ' ')
      .slice(0, 120);
  for (const script of document.querySelectorAll('script')) {
    if (script.textContent.includes(trap) || script.src.includes(trap) || script.closest('#root'))
      survivors.push(`a <script> element: ${describe(script)}`);
  }
  // Read as the browser reads it (leading controls, tabs and new lines do not hide the scheme).
  const unsafeUrl = (value) => {
    try {
      const url = new URL(value, document.baseURI);
      return /^(javascript|vbscript):$/.test(url.protocol) || /^data:text\/html/i.test(url.href);
    } catch {
      return false;
    }
  };
  const urlAttributes = new Set([
    ...['href', 'src', 'srcset', 'action', 'formaction', 'xlink:href', 'data', 'poster'],
    ...['background', 'cite', 'ping', 'codebase', 'manifest', 'lowsrc', 'longdesc'],
  ]);
  for (const el of document.querySelectorAll('*')) {
    for (const { name, value } of el.attributes) {
      if (name.startsWith('on')) survivors.push(`an ${name} attribute: ${describe(el)}`);
      else if (name === 'srcdoc') survivors.push(`a srcdoc frame: ${describe(el)}`);
      else if (urlAttributes.has(name) && unsafeUrl(value))
        survivors.push(`a ${name}="${value.slice(0, 40)}" url: ${describe(el)}`);
    }
  }
  const spots = new Set();
  const interactive =
    'a,button,[role=button],[role=link],[role=tab],[role=option],[role=menuitem],summary,label,img,[tabindex]';
  const land = (el) => el && spots.add(el.closest(interactive) ?? el);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue.includes(mark) || node.nodeValue.includes(trap)) land(node.parentElement);
  }
  for (const el of document.body.querySelectorAll('*')) {
    for (const { name, value } of el.attributes) {
      if (!name.startsWith('data-') && (value.includes(mark) || value.includes(trap))) land(el);
    }
  }
  let n = 0;
  for (const el of spots) {
    if (!el.isConnected || !el.checkVisibility()) continue;
    el.setAttribute('data-hostile-spot', String(n));
    n += 1;
  }
  return { survivors, spots: n };
}

/**
 * Hovers and focuses every marked spot, then clicks up to `clicks` of them (the links and
 * buttons first), pressing Escape after each (a sheet it opened) and stopping once a click took
 * the page elsewhere. Resolves how many were hovered and clicked.
 */
export async function touchSpots(page, count, clicks = 4) {
  const spot = (i) => page.locator(`[data-hostile-spot="${i}"]`).first();
  let hovered = 0;
  const order = [];
  for (let i = 0; i < count; i += 1) {
    const target = spot(i);
    try {
      await target.hover({ force: true, timeout: 500 });
      await target.focus({ timeout: 500 });
      hovered += 1;
      const tag = await target.evaluate((el) =>
        el.matches('a[href],button,[role=button],[role=link]') ? 0 : 1,
      );
      order.push([tag, i]);
    } catch {
      // gone (a list re-rendered): nothing to touch
    }
  }
  let clicked = 0;
  const start = page.url();
  for (const [, i] of order.sort((a, b) => a[0] - b[0]).slice(0, clicks)) {
    try {
      await spot(i).click({ force: true, timeout: 500, noWaitAfter: true });
      clicked += 1;
      await page.waitForTimeout(150);
      if (page.url() !== start) break;
      await page.keyboard.press('Escape');
    } catch {
      // detached by the click before it
    }
  }
  return { hovered, clicked };
}
