// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@merchant/api';
import { LANGUAGES, changeLanguage, i18n, initI18n } from '../../i18n';
import { toFailure, useFailureText } from './failure';

beforeAll(async () => {
  await initI18n('zh-CN');
});

afterEach(async () => {
  cleanup();
  await changeLanguage('zh-CN');
});

describe('toFailure: not offered', () => {
  it('reads notOffered as its own kind, without the routing message of the platform', () => {
    const error = new ApiError('notOffered', {
      status: 200,
      code: 0,
      msg: 'method not exists:app\\merchant\\controller\\Team->info()',
    });
    expect(toFailure(error)).toEqual({ kind: 'notOffered', serverMessage: null });
  });

  it('keeps a 404 of another call not found and a 401 a refusal', () => {
    expect(toFailure(new ApiError('http', { status: 404 })).kind).toBe('notFound');
    expect(toFailure(new ApiError('unauthorized', { status: 401, msg: 'x' })).kind).toBe(
      'business',
    );
  });
});

describe('the not-offered sentence', () => {
  it('says in every language that the platform does not offer the feature, not a server error', async () => {
    const sentences = new Set<string>();
    for (const { code } of LANGUAGES) {
      await changeLanguage(code);
      const { result } = renderHook(() => useFailureText());
      const text = result.current({ kind: 'notOffered', serverMessage: null });
      expect(text, code).toBe(i18n.t('app:error.notOffered'));
      expect(text, code).not.toBe(i18n.t('app:error.server'));
      expect(text, code).not.toBe(i18n.t('app:error.notFound'));
      expect(text.trim(), code).not.toBe('');
      sentences.add(text);
      cleanup();
    }
    expect(sentences.size).toBe(LANGUAGES.length);
    await changeLanguage('en');
    expect(i18n.t('app:error.notOffered')).toBe('This platform does not offer this feature.');
  });
});
