import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../../primitives/BottomSheet';
import { Button } from '../../../primitives/Button';
import { SafeHtml } from '../../../primitives/SafeHtml';
import type { PopupNoticesModel } from './usePopupNotices';

export type PopupNoticesProps = {
  /** The notices of the session, from `usePopupNotices()`. */
  popup: PopupNoticesModel;
};

/**
 * The platform's pop-up notices over home: one at a time, its HTML through the sanitiser, the
 * next one or "got it" under it; closing the sheet closes them all for the session.
 */
export function PopupNotices({ popup }: PopupNoticesProps) {
  const { t } = useTranslation('home');
  const { notice, position } = popup;
  const more = position.index < position.total;
  return (
    <BottomSheet
      open={notice !== null}
      onOpenChange={(open) => {
        if (!open) popup.dismiss();
      }}
      title={notice?.title || t('popup.title')}
      description={
        position.total > 1
          ? t('popup.position', { index: position.index, total: position.total })
          : undefined
      }
      footer={
        <Button block onClick={popup.next}>
          {more ? t('popup.next') : t('popup.dismiss')}
        </Button>
      }
    >
      {notice ? <SafeHtml key={`${position.index}`} html={notice.html} /> : null}
    </BottomSheet>
  );
}
