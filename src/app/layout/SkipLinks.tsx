import type { MouseEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';

/** Ids the skip links move the focus to (the shell's <main> and the bottom menu). */
export const MAIN_ID = 'main';
export const BOTTOM_MENU_ID = 'bottom-menu';

/** Moves the focus without touching the address (a hash would be a navigation for the router). */
const focusTarget = (id: string) => (e: MouseEvent<HTMLAnchorElement>) => {
  e.preventDefault();
  document.getElementById(id)?.focus();
};

/**
 * The first two Tab stops of every page, shown when focused: past the strips of a lobby to the content
 * or straight to the bottom menu (WCAG 2.4.1).
 */
export function SkipLinks({ bottomMenu }: { bottomMenu: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="skip-links">
      <a className="skip-link" href={`#${MAIN_ID}`} onClick={focusTarget(MAIN_ID)}>
        {t('skip.content')}
      </a>
      {bottomMenu && (
        <a className="skip-link" href={`#${BOTTOM_MENU_ID}`} onClick={focusTarget(BOTTOM_MENU_ID)}>
          {t('skip.bottomMenu')}
        </a>
      )}
    </div>
  );
}
