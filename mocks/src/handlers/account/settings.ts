/** Account, the app settings: feedback, languages and the about page. */
import { db, nextId, tick } from '../../state/store.ts';
import type { AboutType } from '../../types.ts';
import { done, int, isLoggedIn, ok, operation, refuse, text, textList } from '../common.ts';
import { say } from './words.ts';

const ABOUT_TYPES: readonly string[] = ['about', 'details', 'privacy'] satisfies AboutType[];
const isAboutType = (value: string): value is AboutType => ABOUT_TYPES.includes(value);

/** Feedback: the longest text (characters) and the most screenshots the platform takes. */
export const FEEDBACK_MAX_LENGTH = 500;
export const FEEDBACK_MAX_IMAGES = 3;

export const settingsHandlers = [
  operation(
    { operationId: 'saveFeedback', method: 'post', path: '/merchant/merchant/feedbackSave' },
    ({ input }) => {
      const content = text(input, 'content');
      if (content === '') return refuse('Please enter your feedback');
      if ([...content].length > FEEDBACK_MAX_LENGTH) {
        return refuse(`The feedback can be at most ${FEEDBACK_MAX_LENGTH} characters`);
      }
      const images = textList(input, 'images');
      if (images.length > FEEDBACK_MAX_IMAGES) {
        return refuse(`At most ${FEEDBACK_MAX_IMAGES} images can be attached`);
      }
      const state = db();
      state.feedback.push({
        id: nextId('feedback'),
        content,
        images,
        anonymous: int(input, 'anonymous') === 1 || input.anonymous === true,
        createtime: tick(),
      });
      return done('Thank you for your feedback');
    },
  ),

  // Public: the login page switches too. Only the platform's own codes (`han`, never `ko`).
  operation(
    {
      operationId: 'setLanguage',
      method: 'get',
      path: '/merchant/merchant/set_language',
      secured: false,
    },
    ({ input, request }) => {
      const lang = text(input, 'lang');
      const language = db().languages.find((l) => l.file_name === lang && l.status === 1);
      if (!language) return refuse('Unsupported language');
      if (isLoggedIn(request)) db().merchant.lang = language.file_name;
      return done(say('Language switched', language.file_name));
    },
  ),

  operation(
    {
      operationId: 'listLanguages',
      method: 'get',
      path: '/merchant/merchant/language_list',
      secured: false,
    },
    () => {
      const list = db().languages.filter((l) => l.status === 1);
      return ok({ count: list.length, list: list.map((l) => ({ ...l })) });
    },
  ),

  operation(
    { operationId: 'getAbout', method: 'post', path: '/new/api/about/get', secured: false },
    ({ input }) => {
      // Assumed `type`: the about-us text (default), the platform introduction or the policy.
      const type = text(input, 'type') || 'about';
      if (!isAboutType(type)) return refuse('Unknown page');
      return ok({ ...db().about[type] });
    },
  ),
];
