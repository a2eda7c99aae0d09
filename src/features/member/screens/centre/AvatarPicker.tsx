import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { errorMessageKey } from '@/api';
import type { HeadIcon } from '@/api/types/member';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { useImageUrl } from '@/queries/site';
import { useSetHeadIcon } from '../../api/profile';
import { AVATAR_SIZE, STATIC_AVATAR_NAMES } from '../../constants';
import { avatarPath } from '../../lib/avatar';

/** Pick one of the built-in (STATIC) avatars and save it as the head icon. */
export function AvatarPicker({
  open,
  current,
  onClose,
}: {
  open: boolean;
  current: HeadIcon | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation('member');
  const imageUrl = useImageUrl();
  const save = useSetHeadIcon();
  const [picked, setPicked] = useState<string | null>(null);
  const selected = picked ?? (current?.avatarType === 'STATIC' ? current.avatar : null);

  const close = () => {
    setPicked(null);
    save.reset();
    onClose();
  };
  const submit = () => {
    if (!selected) return;
    save.mutate(
      { avatar: selected, avatarType: 'STATIC' },
      {
        onSuccess: () => {
          toast.success(t('avatar.saved'));
          close();
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('avatar.choose')}
      variant="sheet"
      actions={
        <button
          type="button"
          className="btn btn--primary btn--block"
          onClick={submit}
          disabled={!selected || save.isPending}
        >
          {save.isPending ? t('submitting') : t('save')}
        </button>
      }
    >
      <div className="avatar-picker" role="radiogroup" aria-label={t('avatar.choose')}>
        {STATIC_AVATAR_NAMES.map((name, index) => (
          <button
            key={name}
            type="button"
            role="radio"
            aria-checked={name === selected}
            className={`avatar-picker__option ${name === selected ? 'is-selected' : ''}`}
            onClick={() => setPicked(name)}
          >
            <img
              src={imageUrl(avatarPath(name, 'STATIC'))}
              alt={t('avatar.option', { number: index + 1 })}
              width={AVATAR_SIZE.pick}
              height={AVATAR_SIZE.pick}
            />
          </button>
        ))}
      </div>
      {save.isError && (
        <p className="field__error" role="alert">
          {t(`common:${errorMessageKey(save.error)}`)}
        </p>
      )}
    </Dialog>
  );
}
