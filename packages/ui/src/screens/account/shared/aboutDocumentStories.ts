// The stories of a page that shows one of the platform's about texts (the platform's
// introduction, the privacy policy): imported by their *.stories.tsx only, never by a screen.
import { HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import {
  BASE,
  expectNotOffered,
  notOffered,
  recordRequests,
  screenStates,
  type StateStory,
} from '../../../testing';

declare global {
  interface Window {
    /** Counts what hostile about HTML managed to run (must stay 0). */
    __aboutRuns?: number;
  }
}

const ABOUT = '/new/api/about/get';
const RUN = 'window.__aboutRuns = (window.__aboutRuns || 0) + 1';

/** One about text as the page and the fake platform's default seed show it (zh-CN). */
export interface AboutDocument {
  /** The page's title. */
  title: string;
  /** The `type` the page asks the platform for. */
  type: string;
  /** The text's title (the article's name). */
  name: string;
  /** A heading inside the text. */
  heading: string;
  /** A link inside the text, which opens outside the app. */
  link: { name: string; href: string };
}

/** The stories of an about text's page: each story file exports them under its own meta. */
export function aboutDocumentStories(doc: AboutDocument) {
  const calls = recordRequests('post', ABOUT);
  const states = screenStates({
    reads: [['post', ABOUT]],
    content: (canvas) => canvas.queryByRole('article'),
  });

  const Default: StateStory = {
    beforeEach({ msw }) {
      calls.reset();
      msw.use(calls.handler);
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('heading', { level: 1, name: doc.title })).toBeVisible();
      const text = await canvas.findByRole('article', { name: doc.name });
      await expect(await within(text).findByRole('heading', { name: doc.heading })).toBeVisible();
      const link = within(text).getByRole('link', { name: doc.link.name });
      await expect(link).toHaveAttribute('href', doc.link.href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link.getAttribute('rel')).toMatch(/noopener noreferrer/);
      await expect(calls.queries()[0]?.get('type')).toBe(doc.type);
    },
  };

  const SanitisesAboutPage: StateStory = {
    beforeEach({ msw }) {
      window.__aboutRuns = 0;
      msw.use(
        http.post(`${BASE}${ABOUT}`, () =>
          HttpResponse.json({
            code: 1,
            msg: 'ok',
            time: '1795000000',
            data: {
              title: 'Hostile page',
              version: '1.0.0',
              content:
                `<p>Readable words</p><img src="x-missing-image" onerror="${RUN}" alt="broken">` +
                `<script>${RUN}</script><a href="javascript:${RUN}">Hostile link</a>` +
                `<a href="https://example.com/outside">Outside link</a>`,
            },
          }),
        ),
      );
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const view = canvasElement.ownerDocument.defaultView as Window;
      const page = await canvas.findByRole('article', { name: 'Hostile page' });
      await expect(await within(page).findByText('Readable words')).toBeVisible();
      await expect(page.querySelector('script, [onerror]')).toBeNull();
      const hostile = within(page).getByText('Hostile link');
      await expect(hostile.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
      hostile.click();
      const outside = within(page).getByRole('link', { name: 'Outside link' });
      await expect(outside).toHaveAttribute('target', '_blank');
      await expect(outside.getAttribute('rel')).toMatch(/noopener noreferrer/);
      // Give a surviving handler the chance to run (the broken picture fails at once).
      await new Promise((resolve) => setTimeout(resolve, 500));
      await expect(view.__aboutRuns).toBe(0);
    },
  };

  /**
   * A platform without about/get (its public client never calls it): the page says it does not
   * offer this text, with the way home and no retry; the title stays.
   */
  const NotOfferedByPlatform: StateStory = {
    beforeEach({ msw }) {
      msw.use(notOffered('post', ABOUT));
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expectNotOffered(canvasElement, { layout: 'page', count: 1 });
      await expect(canvas.getByRole('heading', { level: 1, name: doc.title })).toBeVisible();
      await expect(canvas.queryByRole('article')).toBeNull();
    },
  };

  return {
    Default,
    Loading: states.Loading(),
    ServerError: states.ServerError(),
    Offline: states.Offline(),
    SanitisesAboutPage,
    NotOfferedByPlatform,
  };
}
