import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RequestState } from '../../../data/kit/requestState';
import { Button } from '../../../primitives/Button';
import { ErrorIcon } from '../../../primitives/Icon';
import { ArrowDownIcon, ArrowUpIcon } from '../../../primitives/Icon/contentIcons';
import {
  ImageUploader,
  type UploadedImage,
  type UploadImage,
} from '../../../primitives/ImageUploader';
import { FailureBlock } from '../../../primitives/FailureBlock';
import { StateBlock } from '../../../primitives/StateBlock';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden';
import { MAX_BANNERS } from '../shared/storeSettings';
import {
  SettingsFormPage,
  type SettingsForm,
  type SettingsFormViewProps,
} from '../shared/SettingsFormPage';
import { FormSkeleton, Lead } from '../shared/parts';
import { useFormMessage } from '../shared/validation';
import { bannerProblem } from './banners.schema';
import { tokens } from '../../../theme/cssTokens';
import type { BannersModel } from './useBanners';

const Editor = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.lg};
`;

const Slots = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xl};
`;

const Moves = styled.div`
  display: flex;
  gap: ${tokens.space.sm};
  margin-top: ${tokens.space.sm};
`;

const Problem = styled.p`
  display: flex;
  gap: ${tokens.space.xs};
  align-items: center;
  font-size: ${tokens.fontSizes.sm};
  color: ${tokens.colors.tone.danger.text};
`;

/** A banner with a key that follows it when it moves (focus and previews stay with it). */
type Slot = { key: number; image: UploadedImage };

type BannerEditorProps = SettingsForm<UploadedImage[]> & {
  /** The banners as saved. */
  initial: UploadedImage[];
  /** Sends an image. */
  upload: UploadImage;
};

const sameList = (a: UploadedImage[], b: UploadedImage[]) =>
  a.length === b.length && a.every((image, index) => image.url === b[index]?.url);

function BannerEditor({ id, initial, upload, onSave, onDirtyChange }: BannerEditorProps) {
  const { t } = useTranslation('settings');
  const formMessage = useFormMessage();
  const baseId = useId();
  const nextKey = useRef(initial.length);
  const [saved, setSaved] = useState(initial);
  const [slots, setSlots] = useState<Slot[]>(() =>
    initial.map((image, index) => ({ key: index, image })),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<{ key: number; up: boolean } | null>(null);
  const images = slots.map((slot) => slot.image);
  const dirty = !sameList(images, saved);

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  // The moved banner's button keeps the focus (or its twin, when it reached an end).
  useEffect(() => {
    const moved = focusAfterMove.current;
    if (!moved) return;
    focusAfterMove.current = null;
    const wanted = document.getElementById(`${baseId}-${moved.key}-${moved.up ? 'up' : 'down'}`);
    const other = document.getElementById(`${baseId}-${moved.key}-${moved.up ? 'down' : 'up'}`);
    const target = wanted instanceof HTMLButtonElement && !wanted.disabled ? wanted : other;
    target?.focus();
  });

  const change = (next: Slot[]) => {
    setSlots(next);
    setProblem(null);
  };

  const move = (index: number, up: boolean) => {
    const target = up ? index - 1 : index + 1;
    const moving = slots[index];
    const other = slots[target];
    if (!moving || !other) return;
    const next = [...slots];
    next[target] = moving;
    next[index] = other;
    change(next);
    focusAfterMove.current = { key: moving.key, up };
    setAnnouncement(t('banners.moved', { position: target + 1 }));
  };

  return (
    <form
      id={id}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = bannerProblem(images);
        if (found) {
          setProblem(formMessage({ message: found }) ?? null);
          return;
        }
        void onSave(images).then((ok) => {
          if (ok) setSaved(images);
        });
      }}
    >
      <Editor>
        <Lead>{t('banners.intro')}</Lead>
        {slots.length === 0 ? (
          <StateBlock
            kind="empty"
            layout="inline"
            title={t('banners.empty')}
            description={t('banners.emptyHint')}
          />
        ) : (
          <Slots>
            {slots.map((slot, index) => (
              <li key={slot.key} aria-label={t('banners.slot', { index: index + 1 })}>
                <ImageUploader
                  label={t('banners.slot', { index: index + 1 })}
                  value={slot.image}
                  onChange={(image) => {
                    if (image) {
                      change(slots.map((s) => (s.key === slot.key ? { ...s, image } : s)));
                    } else {
                      change(slots.filter((s) => s.key !== slot.key));
                      setAnnouncement(t('banners.removed'));
                    }
                  }}
                  upload={upload}
                  aspect="wide"
                />
                <Moves>
                  <Button
                    id={`${baseId}-${slot.key}-up`}
                    size="sm"
                    variant="secondary"
                    icon={<ArrowUpIcon size={16} />}
                    aria-label={t('banners.moveUpLabel', { index: index + 1 })}
                    disabled={index === 0}
                    onClick={() => move(index, true)}
                  >
                    {t('banners.moveUp')}
                  </Button>
                  <Button
                    id={`${baseId}-${slot.key}-down`}
                    size="sm"
                    variant="secondary"
                    icon={<ArrowDownIcon size={16} />}
                    aria-label={t('banners.moveDownLabel', { index: index + 1 })}
                    disabled={index === slots.length - 1}
                    onClick={() => move(index, false)}
                  >
                    {t('banners.moveDown')}
                  </Button>
                </Moves>
              </li>
            ))}
          </Slots>
        )}
        {slots.length < MAX_BANNERS ? (
          <ImageUploader
            label={t('banners.add')}
            value={null}
            onChange={(image) => {
              if (!image) return;
              nextKey.current += 1;
              change([...slots, { key: nextKey.current, image }]);
            }}
            upload={upload}
            aspect="wide"
          />
        ) : (
          <Lead>{t('banners.full')}</Lead>
        )}
        {problem ? (
          <Problem role="alert">
            <ErrorIcon size={16} />
            {problem}
          </Problem>
        ) : null}
        <VisuallyHidden>
          <span role="status">{announcement}</span>
        </VisuallyHidden>
      </Editor>
    </form>
  );
}

type BannersViewProps = SettingsFormViewProps<BannersModel>;

/** /uploadBanner: add, replace, reorder (move up / down) and remove up to three banners. */
export function BannersView({ saved, upload, ...page }: BannersViewProps) {
  const { t } = useTranslation(['settings', 'app']);
  // A platform without store_settings cannot show what is saved; store_banner still saves, so
  // the editor opens empty under a note saying so.
  const notOffered = saved.status === 'failed' && saved.failure.kind === 'notOffered';
  const editing: RequestState<UploadedImage[]> = notOffered
    ? { status: 'ready', data: [], refreshing: false, retry: saved.retry }
    : saved;
  return (
    <SettingsFormPage
      {...page}
      title={t('app:route.uploadBanner')}
      state={editing}
      skeleton={<FormSkeleton fields={2} height="180px" />}
      saveLabel={t('banners.save')}
      withUploads
      notice={
        notOffered ? (
          <FailureBlock
            failure={saved.failure}
            layout="inline"
            notOfferedTitle={t('banners.savedNotOffered')}
          />
        ) : null
      }
    >
      {(banners, form) => <BannerEditor {...form} initial={banners} upload={upload} />}
    </SettingsFormPage>
  );
}
