import type { UseQueryResult } from '@tanstack/react-query';
import { $api } from '../../../data/kit/api';
import { requestState, selectData, type RequestState } from '../../../data/kit/requestState';
import { parseAboutText, type AboutKind, type AboutText } from './aboutText';

/** The about/get query of one text (public: the about pages open without a session). */
export function useAboutTextQuery(kind: AboutKind): UseQueryResult<AboutText, unknown> {
  return $api.useQuery(
    'post',
    '/new/api/about/get',
    { params: { query: { type: kind } } },
    { select: selectData(parseAboutText) },
  );
}

/**
 * One text of the platform (POST /new/api/about/get?type=): the about-us text, the platform
 * introduction or the privacy policy. A text with neither title nor content is empty.
 */
export function useAboutText(kind: AboutKind): RequestState<AboutText> {
  return requestState(
    useAboutTextQuery(kind),
    (text) => text.title === '' && text.html.trim() === '',
  );
}
