import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@merchant/api';
import { useAction } from '../../../data/kit/action';
import { $api, apiClient } from '../../../data/kit/api';
import { saveFile } from '../../../data/kit/download';
import { useFailureText } from '../../../data/kit/failure';
import type { RequestState } from '../../../data/kit/requestState';
import { useToast } from '../../../primitives/Toast';
import { maskCardNumber, type BankCardRow } from '../shared/bankCardModel';
import { useBankCards } from '../shared/useBankCards';

/** The bank card list as its view sees it. */
export type BankListModel = {
  /** The cards, the default first ('empty' without any). */
  cards: RequestState<BankCardRow[]>;
  /** The card whose deletion is being confirmed, or null. */
  confirming: BankCardRow | null;
  /** Asks to confirm deleting a card. */
  askDelete: (card: BankCardRow) => void;
  /** Closes the confirmation (ignored while the deletion runs). */
  cancelDelete: () => void;
  /** Deletes the card being confirmed. */
  confirmDelete: () => void;
  /** True while a deletion is in flight. */
  deleting: boolean;
  /** Makes a card the default. */
  setDefault: (card: BankCardRow) => void;
  /** The card being made the default, or null. */
  settingDefault: number | null;
  /** Saves a card's QR code as a PNG. */
  download: (card: BankCardRow) => void;
  /** The card whose QR code is downloading, or null. */
  downloading: number | null;
};

/**
 * /bank/list: the cards (GET /api/bankcard/getList); delete after confirmation, set the default,
 * and the QR code (GET /api/bankcard/downloadQrcode as a blob, saved as a PNG; a JSON answer is
 * the platform's refusal, shown with its message or "download failed"). Each action is one
 * request at a time and refetches the cards.
 */
export function useBankList(): BankListModel {
  const { t } = useTranslation(['wallet', 'common']);
  const toast = useToast();
  const failureText = useFailureText();
  const cards = useBankCards();
  const [confirming, setConfirming] = useState<BankCardRow | null>(null);
  const del = $api.useMutation('post', '/api/bankcard/del');
  const makeDefault = $api.useMutation('post', '/api/bankcard/setDefault');

  // The success toasts are this page's sentences; a failure shows the platform's words.
  const remove = useAction(
    async (card: BankCardRow) => {
      await del.mutateAsync({ body: { id: card.id } });
      return undefined;
    },
    {
      successText: t('bank.deleted'),
      invalidates: 'bankCards',
      toastFailure: false,
      onSuccess: () => setConfirming(null),
      onFailure: (failure) => {
        setConfirming(null);
        toast.show(t('bank.deleteFailed', { reason: failureText(failure) }), { tone: 'error' });
      },
    },
  );
  const defaultAction = useAction(
    async (card: BankCardRow) => {
      await makeDefault.mutateAsync({ body: { id: card.id } });
      return undefined;
    },
    { successText: t('bank.setDefaultDone'), invalidates: 'bankCards' },
  );
  const downloadAction = useAction(
    async (card: BankCardRow) => {
      const { data } = await apiClient.GET('/api/bankcard/downloadQrcode', {
        params: { query: { id: card.id } },
        parseAs: 'blob',
      });
      // A success that is not an image (JSON with code 1, an empty body) is no QR code.
      if (!(data instanceof Blob) || !data.type.startsWith('image/'))
        throw new ApiError('malformed');
      saveFile(data, t('bank.downloadName', { number: maskCardNumber(card.cardNo).slice(-4) }));
      return undefined;
    },
    {
      successText: t('common:download.done'),
      toastFailure: false,
      onFailure: (failure) =>
        toast.show(
          failure.kind === 'business' && failure.serverMessage
            ? failure.serverMessage
            : t('common:download.failed'),
          { tone: 'error' },
        ),
    },
  );

  return {
    cards,
    confirming,
    askDelete: (card) => {
      if (!remove.busy) setConfirming(card);
    },
    cancelDelete: () => {
      if (!remove.busy) setConfirming(null);
    },
    confirmDelete: () => {
      if (confirming) void remove.run(confirming);
    },
    deleting: remove.busy,
    setDefault: (card) => void defaultAction.run(card),
    settingDefault: defaultAction.running?.id ?? null,
    download: (card) => void downloadAction.run(card),
    downloading: downloadAction.running?.id ?? null,
  };
}
