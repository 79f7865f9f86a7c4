import { expect, within } from 'storybook/test';
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
