import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { resetButton } from '../../theme/mixins';
import { Button } from '../Button';
import { Field, useFieldIds } from '../Field/Field';
import { CameraIcon, CloseIcon, RefreshIcon } from '../Icon/contentIcons';
import { VisuallyHidden, visuallyHiddenStyle } from '../VisuallyHidden';
import { isApiError } from '@merchant/api';
import { compressImage } from './compressImage';
import { prepareImage } from './imageCheck';
import { useReportUpload } from './uploadGate';
import { tokens } from '../../theme/cssTokens';
import { imageSrc } from '../../data/format/imageSrc';
import type { UploadImage, UploadedImage } from '../../data/kit/upload';

export type { UploadImage, UploadedImage };

/** Default largest accepted file: 10 MB. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

type Phase =
  | { name: 'idle' }
  | { name: 'rejected'; message: string }
  | { name: 'compressing'; preview: string }
  | { name: 'uploading'; preview: string; percent: number; cancel: () => void }
  | { name: 'failed'; preview: string; file: File; message: string };

/** The formats the file picker offers; the file's first bytes decide what is taken. */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

const aspects = { square: '1 / 1', wide: '16 / 9', card: '85.6 / 54' } as const;

const HiddenInput = styled.input`
  ${visuallyHiddenStyle}
`;

const Frame = styled.div<{ $aspect: keyof typeof aspects }>`
  position: relative;
  width: ${({ $aspect }) => ($aspect === 'square' ? '104px' : '100%')};
  aspect-ratio: ${({ $aspect }) => aspects[$aspect]};
  border-radius: ${tokens.radii.md};
  overflow: hidden;
  background: ${tokens.colors.surfaceMuted};

  input:focus-visible + & {
    outline: 2px solid ${tokens.colors.focus};
    outline-offset: 2px;
  }
`;

const fill = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
`;

const Picker = styled.label<{ $invalid: boolean; $filled: boolean }>`
  ${fill}
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space.xs};
  padding: ${tokens.space.sm};
  border: ${({ theme, $invalid, $filled }) =>
    $filled
      ? '0'
      : `1.5px dashed ${$invalid ? theme.colors.tone.danger.text : theme.colors.borderStrong}`};
  border-radius: inherit;
  color: ${tokens.colors.textSecondary};
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.tight};
  text-align: center;
  cursor: pointer;
`;

const Preview = styled.img<{ $dim: boolean }>`
  ${fill}
  object-fit: cover;
  opacity: ${({ $dim }) => ($dim ? 0.35 : 1)};
`;

const Veil = styled.div`
  ${fill}
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.sm};
  background: ${tokens.colors.overlay};
  color: #fff;
  font-size: ${tokens.fontSizes.sm};
  font-weight: ${tokens.fontWeights.medium};
  text-align: center;
`;

const Track = styled.div`
  flex-shrink: 0;
  width: min(80%, 160px);
  height: 4px;
  border-radius: 2px;
  background: rgba(255, 255, 255, 0.35);
  overflow: hidden;
`;

const Bar = styled.div`
  height: 100%;
  background: #fff;
  transition: width ${tokens.motion.fast} linear;
`;

const Remove = styled.button`
  ${resetButton}
  position: absolute;
  top: 0;
  right: 0;
  display: flex;
  align-items: flex-start;
  justify-content: flex-end;
  width: ${tokens.sizes.touch};
  height: ${tokens.sizes.touch};
  padding: ${tokens.space.xs};

  span {
    display: flex;
    padding: 3px;
    border-radius: 50%;
    background: rgba(0, 0, 0, 0.6);
    color: #fff;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
`;

type ImageUploaderProps = {
  /** The visible label ("shop logo", "ID card front"). */
  label: ReactNode;
  /** The uploaded image, or null. */
  value: UploadedImage | null;
  /** Called with the uploaded image, or null when removed. */
  onChange: (value: UploadedImage | null) => void;
  /** Sends the (compressed) file; reports progress 0..100; resolves with the stored image. */
  upload: UploadImage;
  /** Largest file sent, in bytes, checked after compression (default 10 MB). */
  maxBytes?: number;
  /** Shape of the preview: square (logo), wide (banner 16:9), card (ID document). */
  aspect?: 'square' | 'wide' | 'card';
  /** Help text under the field (default: formats and size limit). */
  hint?: ReactNode;
  /** A validation error from the form ("required"). */
  error?: ReactNode;
  /** Marks the field as optional next to the label. */
  optional?: boolean;
  /** Id of the file input. */
  id?: string;
};

/** Picks a photo, compresses it, uploads it with progress, and shows it; retry on failure. */
export function ImageUploader({
  label,
  value,
  onChange,
  upload,
  maxBytes = IMAGE_MAX_BYTES,
  aspect = 'square',
  hint,
  error,
  optional,
  id,
}: ImageUploaderProps) {
  const { t, i18n } = useTranslation('common');
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const attempt = useRef(0);
  const preview = 'preview' in phase ? phase.preview : null;

  // Drop the local copy of the photo once nothing shows it, and ignore answers after unmount.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);
  useEffect(
    () => () => {
      attempt.current += 1;
    },
    [],
  );

  const size = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }).format(maxBytes / 1024 / 1024);

  const shownError = phase.name === 'rejected' || phase.name === 'failed' ? phase.message : error;
  const shownHint = hint ?? t('upload.hint', { size });
  const { controlId, describedBy } = useFieldIds(id, shownHint, shownError);
  const busy = phase.name === 'compressing' || phase.name === 'uploading';
  useReportUpload(busy);

  async function send(ready: File, localPreview: string) {
    const mine = ++attempt.current;
    const controller = new AbortController();
    const cancel = () => {
      controller.abort();
      attempt.current += 1;
      setPhase({
        name: 'failed',
        preview: localPreview,
        file: ready,
        message: t('upload.cancelled'),
      });
    };
    setPhase({ name: 'uploading', preview: localPreview, percent: 0, cancel });
    try {
      const result = await upload(
        ready,
        (percent) => {
          if (mine !== attempt.current) return;
          const clamped = Math.max(0, Math.min(100, Math.round(percent)));
          setPhase({ name: 'uploading', preview: localPreview, percent: clamped, cancel });
        },
        controller.signal,
      );
      if (mine !== attempt.current) return;
      setPhase({ name: 'idle' });
      onChange(result);
    } catch (failure) {
      if (mine !== attempt.current) return;
      // The server's reason for refusing the image is what the merchant needs to read.
      const refusal = isApiError(failure, 'business') ? failure.msg.trim() : '';
      // Keep the compressed file so retry does not compress again.
      setPhase({
        name: 'failed',
        preview: localPreview,
        file: ready,
        message: refusal || t('upload.failed'),
      });
    }
  }

  async function check(file: File) {
    const mine = ++attempt.current;
    const localPreview = URL.createObjectURL(file);
    setPhase({ name: 'compressing', preview: localPreview });
    const prepared = await prepareImage(file, maxBytes, compressImage);
    if (mine !== attempt.current) return;
    if (!prepared.ok) {
      setPhase({
        name: 'rejected',
        message:
          prepared.reason === 'notImage' ? t('upload.notRaster') : t('upload.tooLarge', { size }),
      });
      return;
    }
    void send(prepared.file, localPreview);
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Let the same file be chosen again after a rejection.
    event.target.value = '';
    if (!file) return;
    void check(file);
  }

  const image = imageSrc(preview ?? value?.fullurl ?? null);

  return (
    <Field
      label={label}
      htmlFor={controlId}
      optional={optional}
      hint={shownHint}
      error={shownError}
      errorLive={phase.name === 'rejected' || phase.name === 'failed'}
    >
      <HiddenInput
        id={controlId}
        type="file"
        accept={ACCEPT}
        disabled={busy}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy}
        onChange={choose}
      />
      <Frame $aspect={aspect}>
        {image ? (
          <Preview src={image} alt={t('upload.preview')} $dim={phase.name === 'failed'} />
        ) : null}
        {busy ? (
          <Veil>
            {phase.name === 'uploading' ? (
              <>
                <span>{t('upload.progress', { percent: phase.percent })}</span>
                <Track
                  role="progressbar"
                  aria-label={t('upload.choose')}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={phase.percent}
                >
                  <Bar style={{ width: `${phase.percent}%` }} />
                </Track>
              </>
            ) : (
              <span role="status">{t('upload.compressing')}</span>
            )}
          </Veil>
        ) : (
          <Picker htmlFor={controlId} $invalid={Boolean(shownError)} $filled={Boolean(image)}>
            {image ? (
              <VisuallyHidden>{t('upload.replace')}</VisuallyHidden>
            ) : (
              <>
                <CameraIcon size={28} />
                {t('upload.choose')}
              </>
            )}
          </Picker>
        )}
        {value && phase.name === 'idle' ? (
          <Remove type="button" aria-label={t('upload.remove')} onClick={() => onChange(null)}>
            <span>
              <CloseIcon size={14} />
            </span>
          </Remove>
        ) : null}
      </Frame>
      {phase.name === 'uploading' ? (
        <Row>
          <Button size="sm" variant="text" onClick={phase.cancel}>
            {t('upload.cancel')}
          </Button>
        </Row>
      ) : null}
      {phase.name === 'failed' ? (
        <Row>
          <Button
            size="sm"
            variant="secondary"
            icon={<RefreshIcon size={16} />}
            onClick={() => void send(phase.file, phase.preview)}
          >
            {t('action.retry')}
          </Button>
          <Button size="sm" variant="text" onClick={() => setPhase({ name: 'idle' })}>
            {t('action.cancel')}
          </Button>
        </Row>
      ) : null}
    </Field>
  );
}
