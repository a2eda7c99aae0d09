import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { errorMessageKey } from '@/api';
import { TextAreaField } from '@/components/ui/form';
import { Icon } from '@/components/ui/icon/Icon';
import { toast } from '@/components/ui/toast';
import { useFormDraft } from '@/hooks/use-form-draft';
import { useTranslation } from '@/lib/use-translation';
import { useSendFeedback } from '../../api/feedback';
import {
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGE_TYPES,
  FEEDBACK_MAX_CHARS,
  FEEDBACK_MAX_IMAGES,
} from '../../constants';
import { sentText } from '@/lib/text-limit';
import { acceptImages, feedbackTextProblem, readAsDataUrl, type FeedbackImageProblem } from '../../lib/feedback-form';
import '../../components/member-page.css';
import './feedback.css';

const MEGABYTE = 1024 * 1024;

interface AttachedImage {
  key: string;
  name: string;
  dataUrl: string;
}

/**
 * Feedback (/m/member/feedback, from the member centre): a text of at most 140 characters and up
 * to three png or jpg images of 5 MB each, checked here with the spec's messages before the PUT.
 * The text survives an expired session (form draft); the images are not kept (too big for storage).
 */
export function FeedbackPage() {
  const { t } = useTranslation('member');
  const id = useId();
  const send = useSendFeedback();
  const [form, setForm, clearDraft] = useFormDraft('feedback', { content: '' });
  const [images, setImages] = useState<AttachedImage[]>([]);
  const [imageProblem, setImageProblem] = useState<FeedbackImageProblem | null>(null);
  const [touched, setTouched] = useState(false);
  const nextKey = useRef(0);

  const textProblem = feedbackTextProblem(form.content);
  const textError = touched && textProblem ? t(`feedback.errors.${textProblem}`, { max: FEEDBACK_MAX_CHARS }) : null;
  const limits = { max: FEEDBACK_MAX_IMAGES, mb: FEEDBACK_IMAGE_MAX_BYTES / MEGABYTE };

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const { accepted, problem } = acceptImages([...(input.files ?? [])], images.length);
    input.value = ''; // the same file can be picked again after removing it
    setImageProblem(problem);
    const read = await Promise.all(
      accepted.map(async (file) => ({
        key: String(nextKey.current++),
        name: file.name,
        dataUrl: await readAsDataUrl(file),
      })),
    );
    setImages((current) => [...current, ...read].slice(0, FEEDBACK_MAX_IMAGES));
  };

  const remove = (key: string) => {
    setImages((current) => current.filter((image) => image.key !== key));
    setImageProblem(null);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (textProblem) return;
    send.mutate(
      { content: sentText(form.content), images: images.map((image) => image.dataUrl) },
      {
        onSuccess: () => {
          clearDraft();
          setForm({ content: '' });
          setImages([]);
          setImageProblem(null);
          setTouched(false);
          toast.success(t('feedback.sent'));
        },
      },
    );
  };

  return (
    <section className="page member-page feedback" aria-label={t('feedback.title')}>
      <form className="card member-form" onSubmit={submit} noValidate>
        <TextAreaField
          label={t('feedback.content')}
          value={form.content}
          onValueChange={(content) => {
            setForm({ content });
            send.reset();
          }}
          placeholder={t('feedback.placeholder')}
          rows={5}
          count={t('feedback.count', { count: sentText(form.content).length, max: FEEDBACK_MAX_CHARS })}
          error={textError}
          disabled={send.isPending}
        />

        <div className="field">
          <label className="field__label" htmlFor={`${id}-images`}>
            {t('feedback.images')}
          </label>
          <input
            id={`${id}-images`}
            className="feedback__picker visually-hidden"
            type="file"
            accept={FEEDBACK_IMAGE_TYPES.join(',')}
            multiple
            onChange={(event) => void pick(event)}
            aria-describedby={`${id}-images-hint${imageProblem ? ` ${id}-images-error` : ''}`}
            disabled={send.isPending || images.length >= FEEDBACK_MAX_IMAGES}
          />
          {/* The browser's own picker says "Choose Files / No file chosen" in its language, not the page's: the
              input stays (labelled, focusable) but hidden, and this tile opens it; aria-hidden, so the input's
              name stays its field label. */}
          <label htmlFor={`${id}-images`} className="feedback__add" aria-hidden="true">
            <Icon name="photo" size={26} />
            {t('feedback.add')}
          </label>
          <span id={`${id}-images-hint`} className="member-note">
            {t('feedback.imagesHint', limits)}
          </span>
          {imageProblem && (
            <span className="field__error" id={`${id}-images-error`} role="alert">
              {t(`feedback.errors.${imageProblem}`, limits)}
            </span>
          )}
          {images.length > 0 && (
            <ul className="feedback__images" aria-label={t('feedback.attached')}>
              {images.map((image, index) => (
                <li key={image.key}>
                  <img src={image.dataUrl} alt={image.name} width={72} height={72} />
                  <button
                    type="button"
                    className="btn btn--ghost btn--small"
                    onClick={() => remove(image.key)}
                    disabled={send.isPending}
                  >
                    {t('feedback.remove', { number: index + 1 })}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>

        {send.isError && (
          <p className="field__error" role="alert">
            {t(`common:${errorMessageKey(send.error)}`)}
          </p>
        )}
        <button type="submit" className="btn btn--primary btn--block" disabled={send.isPending}>
          {send.isPending ? t('submitting') : t('feedback.submit')}
        </button>
      </form>
    </section>
  );
}
