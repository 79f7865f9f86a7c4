import { useState } from 'react';
import { $api } from '../../../data/kit/api';
import { selectData } from '../../../data/kit/requestState';
import { useSessionValue } from '../../../data/boot/session';
import {
  parsePopupNotices,
  popupNoticesSeen,
  rememberPopupNoticesSeen,
  type PopupNotice,
} from './popupNoticeModel';

/** The pop-up notices of home as the view draws them. */
export type PopupNoticesModel = {
  /** The notice on screen; null when none is (none sent, already closed, or not read). */
  notice: PopupNotice | null;
  /** Its place among the notices (1-based) and how many there are. */
  position: { index: number; total: number };
  /** Shows the next notice, or closes them after the last one. */
  next: () => void;
  /** Closes them for the rest of the session. */
  dismiss: () => void;
};

/**
 * The platform's pop-up notices (GET /merchant/index/tanNotice), shown once a session: one
 * after the other, until the merchant closes them. A failed or malformed answer shows nothing:
 * the notices are an extra of home, which works without them.
 */
export function usePopupNotices(): PopupNoticesModel {
  const token = useSessionValue('token') ?? null;
  const [closed, setClosed] = useState(() => popupNoticesSeen(token));
  const [index, setIndex] = useState(0);
  const query = $api.useQuery('get', '/merchant/index/tanNotice', undefined, {
    enabled: !closed,
    select: selectData(parsePopupNotices),
  });
  const notices = query.data ?? [];
  const dismiss = () => {
    rememberPopupNoticesSeen(token);
    setClosed(true);
  };
  return {
    notice: closed ? null : (notices[index] ?? null),
    position: { index: index + 1, total: notices.length },
    next: () => (index + 1 < notices.length ? setIndex(index + 1) : dismiss()),
    dismiss,
  };
}
