// @vitest-environment jsdom
import type { StoryContext } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formStates, screenStates, type StateStory } from './states';

const LIST = '/merchant/order/list';
const COUNT = '/merchant/order/count';

/** The overrides a story's beforeEach installs, as "METHOD path". */
function installed(story: StateStory): string[] {
  const use = vi.fn<(...handlers: HttpHandler[]) => void>();
  story.beforeEach({ msw: { use } } as unknown as StoryContext);
  return use.mock.calls
    .flat()
    .map((handler) => `${handler.info.method} ${String(handler.info.path)}`);
}

/** Draws `html` as the story's canvas and runs the story's play against it. */
async function play(story: StateStory, html: string) {
  const canvasElement = document.createElement('div');
  canvasElement.innerHTML = html;
  document.body.append(canvasElement);
  await story.play({ canvasElement } as unknown as StoryContext);
}

const states = screenStates({
  reads: [
    ['get', LIST],
    ['post', COUNT],
  ],
  content: (canvas) => canvas.queryByRole('article'),
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('screenStates', () => {
  it('stalls, fails and cuts every main read, or the ones a state names', () => {
    expect(installed(states.Loading())).toEqual([`GET *${LIST}`, `POST *${COUNT}`]);
    expect(installed(states.ServerError({ reads: [['get', LIST]] }))).toEqual([`GET *${LIST}`]);
    expect(installed(states.Offline())).toHaveLength(2);
    expect(installed(states.Empty('暂无订单'))).toEqual([]);
  });

  it('starts Empty from the empty seed unless told, and runs setup before the overrides', () => {
    expect(states.Empty('暂无订单').parameters).toEqual({ seed: 'empty' });
    const setup = vi.fn();
    const level = states.Empty('暂无等级', { seed: 'default', setup });
    installed(level);
    expect(setup).toHaveBeenCalledOnce();
    expect(level.parameters).toEqual({ seed: 'default' });
    expect(states.Loading().parameters).toBeUndefined();
    expect(screenStates({ reads: [], route: '/x' }).Offline().parameters).toEqual({ route: '/x' });
  });

  it('asserts the skeleton, and that the content is absent', async () => {
    await play(states.Loading(), '<span role="status">加载中…</span>');
    await expect(
      play(states.Loading(), '<span>加载中…</span><article aria-label="SO1">x</article>'),
    ).rejects.toThrow();
  });

  it('asserts as many skeletons as the state names', async () => {
    const two = '<span>加载中…</span><span>加载中…</span>';
    await play(states.Loading({ skeletons: 2 }), two);
    await expect(play(states.Loading(), two)).rejects.toThrow();
  });

  it("asserts the failure block with the server's words, and runs what the state adds", async () => {
    const block = '<h2>加载失败</h2><p>Server error (500)</p><button>重试</button>';
    const also = vi.fn();
    await play(states.ServerError({ also }), block);
    expect(also).toHaveBeenCalledOnce();
    await expect(
      play(states.ServerError(), '<h2>加载失败</h2><p>出错了</p><button>重试</button>'),
    ).rejects.toThrow();
    await play(states.ServerError({ sentence: false }), '<h2>加载失败</h2><button>重试</button>');
  });

  it('asserts the offline block and the empty text', async () => {
    await play(states.Offline(), '<h2>网络连接不可用</h2><button>重试</button>');
    await expect(play(states.Offline(), '<h2>网络连接不可用</h2>')).rejects.toThrow();
    await play(states.Empty('暂无订单'), '<p>暂无订单</p>');
  });
});

describe('formStates', () => {
  const submit = vi.fn();
  const form = formStates({ write: ['post', COUNT], submit, button: '保存' });

  it('sends the form first, with its write stalled, failed or cut', async () => {
    expect(installed(form.Loading())).toEqual([`POST *${COUNT}`]);
    submit.mockClear();
    await play(form.Loading(), '<button aria-busy="true" disabled>保存</button>');
    expect(submit).toHaveBeenCalledOnce();
  });

  it('asserts the busy, disabled send button', async () => {
    await expect(play(form.Loading(), '<button aria-busy="true">保存</button>')).rejects.toThrow();
  });

  it("says the failure where the form says it: the server's words, the network's", async () => {
    await play(form.ServerError(), '<div role="status">Server error (500)</div>');
    await play(form.Offline(), '<div role="status">网络错误，请检查网络后重试</div>');
    const inPage = formStates({ write: ['post', COUNT], submit, button: '保存', says: 'page' });
    await play(inPage.Offline(), '<p>网络错误，请检查网络后重试</p>');
  });
});
