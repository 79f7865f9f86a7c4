import { expect, waitFor, within } from 'storybook/test';
import { WAIT } from './steps';

/** The titles of the failure block, as the stories' language (zh-CN) shows them. */
const TITLES = { error: '加载失败', offline: '网络连接不可用', notFound: '内容不存在' } as const;

/**
 * Asserts the one failure block: its kind (by its title), optionally its sentence (the server's
 * words or the translated fallback), and the retry button where the kind offers one.
 */
export async function expectFailureBlock(
  canvasElement: HTMLElement,
  kind: keyof typeof TITLES,
  sentence?: string | RegExp,
) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(TITLES[kind], {}, { timeout: WAIT })).toBeVisible();
  if (sentence !== undefined) await expect(canvas.getByText(sentence)).toBeVisible();
  if (kind !== 'notFound') {
    await expect(canvas.getAllByRole('button', { name: '重试' })[0]).toBeVisible();
  }
}

/** The not-offered block's sentence and way home, as zh-CN shows them. */
const NOT_OFFERED = { sentence: '当前平台不提供此功能。', home: '返回首页' };

/**
 * Asserts that the page content (`<main>`) shows the not-offered block: its translated sentence
 * (under a title naming the feature, or the default title), and no retry button in it (retrying
 * cannot make the platform offer the feature). `layout: 'page'` also asserts the way home,
 * `'inline'` its absence; `count` how many parts of the page show it (default: at least one).
 * Returns the blocks, for asserting what is around them.
 */
export async function expectNotOffered(
  canvasElement: HTMLElement,
  { layout, count }: { layout?: 'page' | 'inline'; count?: number } = {},
): Promise<HTMLElement[]> {
  const main = await within(canvasElement).findByRole('main', {}, { timeout: WAIT });
  await within(main).findAllByText(NOT_OFFERED.sentence, {}, { timeout: WAIT });
  if (count !== undefined) {
    await waitFor(
      () => expect(within(main).getAllByText(NOT_OFFERED.sentence)).toHaveLength(count),
      { timeout: WAIT },
    );
  }
  // Checked again until it holds: a page whose reads fail one after another can show an inline
  // block first and the page's block once the last read has failed.
  let blocks: HTMLElement[] = [];
  await waitFor(
    async () => {
      blocks = within(main)
        .getAllByText(NOT_OFFERED.sentence)
        .map((sentence) => {
          const block = sentence.closest<HTMLElement>('[data-kind="notOffered"]');
          if (!block) throw new Error('the not-offered sentence is outside a not-offered block');
          return block;
        });
      for (const block of blocks) {
        const inBlock = within(block);
        await expect(inBlock.getByText(NOT_OFFERED.sentence)).toBeVisible();
        await expect(inBlock.queryByRole('button')).toBeNull();
        if (layout === 'page') {
          await expect(inBlock.getByRole('link', { name: NOT_OFFERED.home })).toHaveAttribute(
            'href',
            expect.stringMatching(/\/home$/),
          );
        }
        if (layout === 'inline') await expect(inBlock.queryByRole('link')).toBeNull();
      }
    },
    { timeout: WAIT },
  );
  return blocks;
}
