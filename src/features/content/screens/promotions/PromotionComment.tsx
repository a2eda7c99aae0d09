import { useState, type FormEvent } from 'react';
import { errorMessageKey } from '@/api';
import { TextAreaField } from '@/components/ui/form';
import { toast } from '@/components/ui/toast';
import { useFormDraft } from '@/hooks/use-form-draft';
import { sentText, textLimitProblem } from '@/lib/text-limit';
import { useTranslation } from '@/lib/use-translation';
import { useSendPromotionComment } from '../../api/use-available-promotions';
import { PROMOTION_COMMENT_MAX_CHARS } from '../../constants';

/**
 * A member's comment on a promotion open to them (games-and-content §5: up to 140 characters),
 * checked here with the limit before the call; the detail page shows it only for such a promotion.
 */
export function PromotionComment({ promotionId }: { promotionId: string }) {
  const { t } = useTranslation('content');
  const send = useSendPromotionComment();
  const [form, setForm, clearDraft] = useFormDraft(`promotionComment:${promotionId}`, { content: '' });
  const [touched, setTouched] = useState(false);
  const problem = textLimitProblem(form.content, PROMOTION_COMMENT_MAX_CHARS);
  const error =
    touched && problem ? t(`promotions.commentErrors.${problem}`, { max: PROMOTION_COMMENT_MAX_CHARS }) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problem) return;
    send.mutate(
      { promotionId, content: sentText(form.content) },
      {
        onSuccess: () => {
          clearDraft();
          setForm({ content: '' });
          setTouched(false);
          toast.success(t('promotions.commentSent'));
        },
      },
    );
  };

  return (
    <form className="card promotion-comment" onSubmit={submit} noValidate aria-labelledby="promotion-comment-title">
      <h2 id="promotion-comment-title" className="promotion-comment__title">
        {t('promotions.commentTitle')}
      </h2>
      <TextAreaField
        label={t('promotions.comment')}
        value={form.content}
        onValueChange={(content) => {
          setForm({ content });
          send.reset();
        }}
        placeholder={t('promotions.commentPlaceholder')}
        count={t('promotions.commentCount', {
          count: sentText(form.content).length,
          max: PROMOTION_COMMENT_MAX_CHARS,
        })}
        error={error}
        disabled={send.isPending}
      />
      {send.isError && (
        <p className="field__error" role="alert">
          {t(`common:${errorMessageKey(send.error)}`)}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={send.isPending}>
        {send.isPending ? t('promotions.commentSending') : t('promotions.commentSend')}
      </button>
    </form>
  );
}
