/** Account, the app settings: feedback, languages and the about page. */
import { db, nextId, tick } from '../../state/store.ts';
import { done, int, ok, operation, refuse, text, textList } from '../common.ts';

export const settingsHandlers = [
  operation(
    { operationId: 'saveFeedback', method: 'post', path: '/merchant/merchant/feedbackSave' },
    ({ input }) => {
      const content = text(input, 'content');
      if (content === '') return refuse('Please enter your feedback');
      const state = db();
      state.feedback.push({
        id: nextId('feedback'),
        content,
        images: textList(input, 'images'),
        anonymous: int(input, 'anonymous') === 1 || input.anonymous === true,
        createtime: tick(),
      });
      return done('Thank you for your feedback');
    },
  ),

  operation(
    { operationId: 'setLanguage', method: 'get', path: '/merchant/merchant/set_language' },
    ({ input }) => {
      const lang = text(input, 'lang').toLowerCase();
      const language = db().languages.find(
        (l) => l.file_name.toLowerCase() === lang && l.status === 1,
      );
      if (!language) return refuse('Unsupported language');
      db().merchant.lang = language.file_name;
      return done('Language switched');
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
    () => ok({ ...db().about }),
  ),
];
