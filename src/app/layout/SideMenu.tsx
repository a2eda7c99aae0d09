import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import type { LanguageCode } from '@/api/types/common';
import { BalanceWidget } from '@/components/balance/BalanceWidget';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon/Icon';
import { href } from '@/config/paths';
import { useLogout } from '@/hooks/use-logout';
import { MemberAvatar } from '@/features/member/components/MemberAvatar';
import { SideMenuEntries } from '@/features/member/components/menu/SideMenuEntries';
import '@/features/member/components/menu/menu.css';
import { chooseLanguage, currentLanguage, PICKER_LANGUAGES } from '@/lib/i18n';
import { useMemberInfo } from '@/queries/member';
import { useSession } from '@/stores/session';
import { useUiStore } from '@/stores/ui';

/**
 * The drawer: profile and balance, member entries, language, theme and logout (games-and-content §2
 * "Side menu"). AppShell loads it the first time it opens and closes it on every route change.
 */
export function SideMenu() {
  const { t } = useTranslation();
  const open = useUiStore((s) => s.sideMenuOpen);
  const setOpen = useUiStore((s) => s.setSideMenuOpen);
  const theme = useUiStore((s) => s.theme);
  const setTheme = useUiStore((s) => s.setTheme);
  const session = useSession();
  const member = useMemberInfo().data;
  const logout = useLogout();
  const [confirmLogout, setConfirmLogout] = useState(false);

  return (
    <>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('sideMenu.title')} variant="drawer" hideTitle>
        <div className="side-menu">
          {session ? (
            <div className="side-menu__profile">
              <MemberAvatar member={member} fallbackName={session.userName} size={48} />
              <div className="side-menu__who">
                <strong>{member?.nickname || session.userName}</strong>
                <span>{session.userName}</span>
              </div>
              <BalanceWidget className="side-menu__balance" />
              <div className="side-menu__quick">
                <Link className="btn btn--gold btn--small" to={href('voucherCenter')}>
                  {t('nav.deposit')}
                </Link>
                <Link className="btn btn--ghost btn--small" to={href('withdraw')}>
                  {t('routes.withdraw')}
                </Link>
                <Link className="btn btn--ghost btn--small" to={href('memberHome')}>
                  {t('sideMenu.memberInfo')}
                </Link>
              </div>
            </div>
          ) : (
            <div className="side-menu__guest">
              <p>{t('sideMenu.welcome')}</p>
              <div className="side-menu__quick">
                <Link className="btn btn--outline btn--small" to={href('login')}>
                  {t('nav.login')}
                </Link>
                <Link className="btn btn--gold btn--small" to={href('register')}>
                  {t('nav.register')}
                </Link>
              </div>
            </div>
          )}

          {session && <SideMenuEntries />}

          <div className="side-menu__settings">
            <label className="field">
              <span className="field__label">{t('sideMenu.language')}</span>
              <span className="field__control">
                <Icon name="globe" size={18} />
                <select value={currentLanguage()} onChange={(e) => void chooseLanguage(e.target.value as LanguageCode)}>
                  {PICKER_LANGUAGES.map((code) => (
                    <option key={code} value={code}>
                      {t(`languages.${code}`)}
                    </option>
                  ))}
                </select>
              </span>
            </label>
            <button
              type="button"
              className="side-menu__link"
              onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
              aria-pressed={theme === 'dark'}
            >
              <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
              <span>{t('sideMenu.darkMode')}</span>
            </button>
            {session && (
              <button
                type="button"
                className="side-menu__link side-menu__logout"
                onClick={() => setConfirmLogout(true)}
              >
                <Icon name="logout" />
                <span>{t('auth.logout')}</span>
              </button>
            )}
          </div>
        </div>
      </Dialog>
      <ConfirmDialog
        open={confirmLogout}
        title={t('auth.logout')}
        message={t('auth.logoutConfirm')}
        busy={logout.isPending}
        onCancel={() => setConfirmLogout(false)}
        onConfirm={() => {
          setConfirmLogout(false);
          setOpen(false);
          logout.mutate();
        }}
      />
    </>
  );
}
