// Positive controls for the checks a browser step makes of a drawn page: the page is broken on
// purpose in each way the step looks for (a raw key, a page too wide, text cut by its box, an
// axe violation, a console error, an uncaught error), and each break must be reported by the
// step's own judgement, or the detector behind it is blind and the step must fail.

/** The breaks, each with the words of the report that proves it was seen. */
export const PAGE_BREAKS = [
  {
    name: 'raw translation key',
    apply: () => document.body.insertAdjacentHTML('beforeend', '<p>common:state.error.title</p>'),
    reported: /raw translation key.*common:state\.error\.title/,
  },
  {
    name: 'page wider than the phone',
    apply: () => {
      const wide = document.createElement('div');
      wide.textContent = 'control';
      wide.style.width = '900px';
      (document.querySelector('main') ?? document.body).append(wide);
    },
    reported: /scrolls sideways|pass the right edge/,
  },
  {
    name: 'text cut by its box',
    apply: () => {
      const box = document.createElement('p');
      box.textContent = 'controlcontrolcontrolcontrolcontrol';
      Object.assign(box.style, { width: '40px', overflow: 'hidden', whiteSpace: 'nowrap' });
      (document.querySelector('main') ?? document.body).append(box);
    },
    reported: /out of (their|its) box|is cut by/,
  },
  {
    name: 'axe violation',
    apply: () =>
      (document.querySelector('main') ?? document.body).insertAdjacentHTML(
        'beforeend',
        '<button type="button"></button>',
      ),
    reported: /axe button-name/,
  },
  {
    name: 'console error',
    apply: () => console.error('detector control'),
    reported: /console error: detector control/,
  },
  {
    name: 'uncaught error',
    apply: () =>
      setTimeout(() => {
        throw new Error('detector control');
      }),
    reported: /(page error|uncaught): detector control/,
  },
];

/**
 * Runs the breaks on a page drawn by `draw()` and judged by `judge()` (the step's own checks,
 * its console and page errors included; resolves the problems found). The page must be clean
 * first; then all the breaks are applied at once (they do not hide one another) and judged
 * again. Resolves the names of the breaks that went unreported, with the reason.
 */
export async function unreportedBreaks(page, { draw, judge, breaks = PAGE_BREAKS }) {
  await draw();
  const before = await judge();
  const missed = [];
  for (const b of breaks)
    if (before.some((p) => b.reported.test(p)))
      missed.push(`${b.name} (reported before the break)`);
  if (missed.length) return missed;
  for (const b of breaks) await page.evaluate(b.apply);
  await page.waitForTimeout(100);
  const after = await judge();
  return breaks
    .filter((b) => !after.some((p) => b.reported.test(p)))
    .map(
      (b) =>
        `${b.name} (not reported: ${after.length ? after.join('; ').slice(0, 200) : 'nothing'})`,
    );
}

/**
 * A break the page's Content-Security-Policy must refuse and report: an inline script added to
 * the page (for a step that counts CSP violations).
 */
export const CSP_BREAK = {
  name: 'inline script',
  apply: () => {
    const script = document.createElement('script');
    script.textContent = 'window.__cspControl = 1';
    document.body.append(script);
  },
  reported: /script-src/,
};

/**
 * Puts a button on the page that sends `method url` with `body` (and the page's session token)
 * on every tap, with no guard: the positive control of a check that an action is sent once.
 * With `once`, only the first tap sends, and nothing shows it busy: the control of a check that
 * the screen shows an action busy. Resolves the button's accessible name.
 */
export async function unguardedButton(
  page,
  { url, method = 'POST', body, name = 'control: send', once = false },
) {
  await page.evaluate(
    ([to, how, payload, label, onlyOnce]) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = label;
      let sent = false;
      button.addEventListener('click', () => {
        if (onlyOnce && sent) return;
        sent = true;
        const token = localStorage.getItem('token') ?? '';
        fetch(to, {
          method: how,
          headers: { 'content-type': 'application/json', token },
          body: payload === undefined ? undefined : JSON.stringify(payload),
        }).catch(() => {});
      });
      (document.querySelector('main') ?? document.body).prepend(button);
    },
    [url, method, body, name, once],
  );
  return name;
}
