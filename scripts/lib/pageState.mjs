// What a merchant sees of a page, read in the browser, and the judgement of it: the state of the
// content area (the page's <main>, not its title bar or the tab bar) and anything visible that
// no person should read (NaN, undefined, null, [object Object], Invalid Date, a raw key).

const { LANGUAGES } = await import('../../packages/ui/src/i18n/languages.ts');
const { keyIndex, rawKeys, readLocale } = await import('../walk-i18n.ts');

const KEYS = keyIndex(LANGUAGES.map(({ code }) => readLocale(code)));
/** Words a person should never read: a value the code failed to turn into text. */
export const JUNK =
  /(^|[^\p{L}\p{N}_])(NaN|undefined|null|\[object \w+\]|Invalid Date)(?=$|[^\p{L}\p{N}_])/u;

/** The texts of the state blocks (failure, empty, not offered) in a language, flattened. */
export function stateTexts(lang) {
  const { common, app } = readLocale(lang);
  const texts = new Set();
  const visit = (node) => {
    for (const value of Object.values(node ?? {})) {
      if (typeof value === 'string') {
        if (!value.includes('{{')) texts.add(value);
      } else visit(value);
    }
  };
  visit(common.state);
  visit(app.notOffered);
  visit(app.error);
  return [...texts];
}

/**
 * Runs in the page: the content area's state blocks (kind and text), its own text without its
 * headings, whether it is still busy, and every visible text and accessible attribute.
 */
export function readState() {
  const visible = (el) => el.checkVisibility({ visibilityProperty: true });
  const main = [...document.querySelectorAll('main')].find(visible) ?? null;
  const blocks = main
    ? [...main.querySelectorAll('[data-kind]')]
        .filter(visible)
        .map((el) => ({ kind: el.getAttribute('data-kind'), text: el.innerText.trim() }))
    : [];
  let content = '';
  if (main) {
    const copy = main.cloneNode(true);
    for (const el of copy.querySelectorAll('h1,[data-kind],[aria-busy="true"]')) el.remove();
    content = main.innerText.trim() ? copy.textContent.replace(/\s+/g, ' ').trim() : '';
  }
  const texts = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const value = node.nodeValue.trim();
    if (value && parent && !parent.closest('script,style,template') && visible(parent))
      texts.push(value);
  }
  for (const el of document.body.querySelectorAll('[aria-label],[placeholder],[title],[alt]')) {
    for (const attr of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = el.getAttribute(attr);
      if (value && visible(el)) texts.push(value);
    }
  }
  texts.push(document.title);
  return {
    hasMain: Boolean(main),
    blocks,
    content,
    busy: document.querySelectorAll('[aria-busy="true"]').length,
    texts,
  };
}

/** The state blocks of the content area that say one of `translated` (the state texts). */
const saidBlocks = (seen, translated) =>
  seen.blocks.filter((b) => translated.some((text) => b.text.includes(text)));

/**
 * Whether the content area may still be drawing what `judgeState` looks for: nothing in it yet,
 * or an unreadable answer (`needsState`) whose translated failure is not there yet.
 */
export function stillDrawing(seen, { translated, needsState }) {
  if (seen.failed || !seen.hasMain) return false;
  const said = saidBlocks(seen, translated).length > 0;
  return (!seen.blocks.length && !seen.content) || (needsState && !said);
}

/**
 * The problems of a page's state. `needsState`: the answer cannot be read (no data, another
 * type, an HTML page), so the content area must say so: a state block with a translated text
 * (`translated`: the state texts of the page's language).
 */
export function judgeState(seen, { translated, needsState }) {
  const problems = [];
  const junk = [...new Set(seen.texts.map((t) => JUNK.exec(t)?.[2]).filter(Boolean))];
  if (junk.length) {
    const where = seen.texts.filter((t) => JUNK.test(t)).slice(0, 2);
    problems.push(
      `shows ${junk.join(', ')} (${where.map((t) => `"${t.slice(0, 50)}"`).join(', ')})`,
    );
  }
  const raw = [...new Set(seen.texts.flatMap((t) => rawKeys(t, KEYS)))];
  if (raw.length) problems.push(`a raw translation key: ${raw.slice(0, 3).join(', ')}`);
  if (!seen.hasMain) {
    problems.push('no content area (<main>) on the page');
    return problems;
  }
  const said = saidBlocks(seen, translated);
  const untranslated = seen.blocks.filter((b) => !said.includes(b));
  if (untranslated.length)
    problems.push(
      `a state block without its translated text: ${untranslated.map((b) => `${b.kind} "${b.text.slice(0, 40)}"`).join('; ')}`,
    );
  if (!said.length && !seen.content)
    problems.push('the content area is blank: no translated failure, empty state or content');
  else if (needsState && !said.length)
    problems.push('an unreadable answer, but no translated failure or empty state in the content');
  return problems;
}
