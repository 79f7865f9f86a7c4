import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BottomBar } from '../../../primitives/BottomBar';
import { Button } from '../../../primitives/Button';
import { Checkbox } from '../../../primitives/Checkbox';
import { SuccessIcon } from '../../../primitives/Icon';
import {
  ImageUploader,
  UploadGateProvider,
  useUploadGate,
  type UploadedImage,
  type UploadImage,
} from '../../../primitives/ImageUploader';
import { NavBar } from '../../../primitives/NavBar';
import { FailureBlock } from '../../../primitives/FailureBlock';
import { Page } from '../../../primitives/Page';
import { TextArea } from '../../../primitives/TextArea';
import { CardNote, Stack } from '../../../primitives/Card';
import { useGrowthMessage } from '../shared/validation';
import { FEEDBACK_LIMITS, feedbackSchema, type FeedbackValues } from './feedback.schema';
import { tokens } from '../../../theme/cssTokens';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.lg};
`;

const Images = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    margin-bottom: ${tokens.space.xs};
    font-size: ${tokens.fontSizes.sm};
    font-weight: ${tokens.fontWeights.medium};
  }
`;

const Slots = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.md};
`;

const Done = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space.md};
  padding: ${tokens.space.xxl} ${tokens.space.lg};
  text-align: center;

  svg {
    color: ${tokens.colors.tone.success.text};
  }

  h2 {
    font-size: ${tokens.fontSizes.lg};
    font-weight: ${tokens.fontWeights.semibold};
  }
`;

/** The screenshots: each one uploaded, plus one empty slot until there are three. */
function ImageSlots({
  images,
  onChange,
  upload,
}: {
  images: UploadedImage[];
  onChange: (images: UploadedImage[]) => void;
  upload: UploadImage;
}) {
  const { t } = useTranslation('growth');
  const slots: (UploadedImage | null)[] =
    images.length < FEEDBACK_LIMITS.images ? [...images, null] : images;
  return (
    <Images>
      <legend>{t('feedback.images')}</legend>
      <CardNote>{t('feedback.imagesHint')}</CardNote>
      <Slots>
        {slots.map((image, index) => (
          <ImageUploader
            // A slot is its position: removing one moves the later ones up.
            key={index}
            label={t('feedback.image', { index: index + 1 })}
            value={image}
            onChange={(next) => {
              if (next === null) onChange(images.filter((_, at) => at !== index));
              else if (image === null) onChange([...images, next]);
              else onChange(images.map((old, at) => (at === index ? next : old)));
            }}
            upload={upload}
            hint=""
            optional
          />
        ))}
      </Slots>
    </Images>
  );
}

type FeedbackFormProps = {
  id: string;
  upload: UploadImage;
  onSend: (values: FeedbackValues) => Promise<boolean>;
};

function FeedbackForm({ id, upload, onSend }: FeedbackFormProps) {
  const { t } = useTranslation('growth');
  const message = useGrowthMessage();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FeedbackValues>({
    resolver: zodResolver(feedbackSchema),
    defaultValues: { content: '', images: [], anonymous: false },
  });
  return (
    // A refused send keeps every field as it is: nothing here resets the form.
    <Form id={id} noValidate onSubmit={handleSubmit((values) => void onSend(values))}>
      <CardNote>{t('feedback.intro')}</CardNote>
      <TextArea
        label={t('feedback.content')}
        placeholder={t('feedback.contentPlaceholder')}
        autoComplete="off"
        rows={6}
        maxLength={FEEDBACK_LIMITS.content}
        defaultValue=""
        error={message(errors.content, { max: FEEDBACK_LIMITS.content })}
        {...register('content')}
      />
      <Controller
        control={control}
        name="images"
        render={({ field }) => (
          <ImageSlots images={field.value} onChange={field.onChange} upload={upload} />
        )}
      />
      <Stack>
        <Controller
          control={control}
          name="anonymous"
          render={({ field }) => (
            <Checkbox
              label={t('feedback.anonymous')}
              checked={field.value}
              onChange={field.onChange}
              name={field.name}
            />
          )}
        />
        <CardNote>{t('feedback.anonymousHint')}</CardNote>
      </Stack>
    </Form>
  );
}

type FeedbackViewProps = {
  /** Sends a screenshot, with progress. */
  upload: UploadImage;
  /** Sends the checked feedback; true once the platform took it. */
  onSend: (values: FeedbackValues) => Promise<boolean>;
  /** True while sending. */
  sending: boolean;
  /** The feedback was taken: the thanks are shown instead of the form. */
  sent: boolean;
  /** Writes another feedback. */
  onWriteAnother: () => void;
  /** The platform does not offer feedback: said above the form, and no send button. */
  notOffered: boolean;
  /** Back to the previous page. */
  onBack: () => void;
};

/** /feedback: the content (required, counted), up to three screenshots and anonymity. */
export function FeedbackView({
  upload,
  onSend,
  sending,
  sent,
  onWriteAnother,
  notOffered,
  onBack,
}: FeedbackViewProps) {
  const { t } = useTranslation(['growth', 'app', 'common']);
  const formId = useId();
  const doneId = useId();
  const uploads = useUploadGate();
  return (
    <Page
      background="surface"
      navBar={<NavBar title={t('app:route.feedback')} onBack={onBack} />}
      footer={
        sent || notOffered ? undefined : (
          <BottomBar>
            <Button type="submit" form={formId} size="lg" busy={sending} disabled={uploads.pending}>
              {uploads.pending ? t('common:upload.waiting') : t('feedback.submit')}
            </Button>
          </BottomBar>
        )
      }
    >
      {sent ? (
        <Done aria-labelledby={doneId}>
          <SuccessIcon size={48} />
          <h2 id={doneId}>{t('feedback.done')}</h2>
          <CardNote>{t('feedback.sent')}</CardNote>
          <Button variant="secondary" onClick={onWriteAnother}>
            {t('feedback.another')}
          </Button>
        </Done>
      ) : (
        <>
          {notOffered ? (
            <FailureBlock failure={{ kind: 'notOffered', serverMessage: null }} />
          ) : null}
          <UploadGateProvider gate={uploads}>
            <FeedbackForm
              id={formId}
              upload={upload}
              onSend={async (values) => !uploads.pending && onSend(values)}
            />
          </UploadGateProvider>
        </>
      )}
    </Page>
  );
}
