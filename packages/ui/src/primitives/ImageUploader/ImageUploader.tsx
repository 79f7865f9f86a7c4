import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { resetButton } from '../../theme/mixins';
import { Button } from '../Button';
import { Field, useFieldIds } from '../Field/Field';
import { CameraIcon, CloseIcon, RefreshIcon } from '../Icon/contentIcons';
import { VisuallyHidden, visuallyHiddenStyle } from '../VisuallyHidden';
import { compressImage } from './compressImage';
import { tokens } from '../../theme/cssTokens';

/** What the upload call returns: what forms post (`url`) and the address screens show. */
export type UploadedImage = { url: string; fullurl: string };

/** Sends a file and reports progress from 0 to 100. */
export type UploadImage = (
  file: File,
  onProgress: (percent: number) => void,
) => Promise<UploadedImage>;

/** Default largest accepted file: 10 MB. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

type Phase =
  | { name: 'idle' }
  | { name: 'rejected'; message: string }
  | { name: 'compressing'; preview: string }
  | { name: 'uploading'; preview: string; percent: number }
  | { name: 'failed'; preview: string; file: File };

// Some Android pickers give HEIC photos or renamed files an empty type.
const IMAGE_NAME = /\.(jpe?g|png|gif|webp|heic|heif|bmp|avif)$/i;

function isImage(file: File): boolean {
  return file.type ? file.type.startsWith('image/') : IMAGE_NAME.test(file.name);
}

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
  /** Largest file accepted, in bytes, checked before anything is sent (default 10 MB). */
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

  const shownError =
    phase.name === 'rejected'
      ? phase.message
      : phase.name === 'failed'
        ? t('upload.failed')
        : error;
  const shownHint = hint ?? t('upload.hint', { size });
  const { controlId, describedBy } = useFieldIds(id, shownHint, shownError);
  const busy = phase.name === 'compressing' || phase.name === 'uploading';

  async function send(file: File, localPreview: string) {
    const mine = ++attempt.current;
    setPhase({ name: 'compressing', preview: localPreview });
    const ready = await compressImage(file);
    if (mine !== attempt.current) return;
    setPhase({ name: 'uploading', preview: localPreview, percent: 0 });
    try {
      const result = await upload(ready, (percent) => {
        if (mine !== attempt.current) return;
        const clamped = Math.max(0, Math.min(100, Math.round(percent)));
        setPhase({ name: 'uploading', preview: localPreview, percent: clamped });
      });
      if (mine !== attempt.current) return;
      setPhase({ name: 'idle' });
      onChange(result);
    } catch {
      if (mine !== attempt.current) return;
      // Keep the compressed file so retry does not compress again.
      setPhase({ name: 'failed', preview: localPreview, file: ready });
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Let the same file be chosen again after a rejection.
    event.target.value = '';
    if (!file) return;
    if (!isImage(file)) {
      setPhase({ name: 'rejected', message: t('upload.notImage') });
      return;
    }
    if (file.size > maxBytes) {
      setPhase({ name: 'rejected', message: t('upload.tooLarge', { size }) });
      return;
    }
    void send(file, URL.createObjectURL(file));
  }

  const image = preview ?? value?.fullurl ?? null;

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
        accept="image/*"
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
