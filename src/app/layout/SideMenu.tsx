import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { LanguageCode } from '@/api/types/common';
import { BalanceWidget } from '@/components/balance/BalanceWidget';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { Icon, type IconName } from '@/components/ui/icon/Icon';
import { href, type RouteId } from '@/config/paths';
import { useLogout } from '@/features/auth/hooks/useLogout';
import { currentLanguage, PICKER_LANGUAGES } from '@/lib/i18n';
import { useMemberInfo } from '@/queries/member';
import { useSiteFlags } from '@/queries/site';
import { useSession } from '@/stores/session';
import { useUiStore } from '@/stores/ui';

interface MenuEntry {
  to: RouteId;
  icon: IconName;
  /** Whitelabel menu key; the entry shows only when it is on. */
  flag?: string;
}

/** Member entries; keyed ones depend on the whitelabel settings (games-and-content §2 "Side menu"). */
export const SIDE_MENU_ENTRIES: MenuEntry[] = [
  { to: 'signIn', icon: 'calendar', flag: 'SIGNIN3' },
  { to: 'rewardCenter', icon: 'gift', flag: 'REWARD3' },
  { to: 'mall', icon: 'shop', flag: 'MALL3' },
  { to: 'gameRecord', icon: 'history', flag: 'GAMEREC3' },
  { to: 'transactionRecord', icon: 'card', flag: 'TRANSREC3' },
  { to: 'securityCenter', icon: 'shield', flag: 'SECPRIV' },
  { to: 'webEmail', icon: 'mail', flag: 'MAILCEN' },
  { to: 'myAccount', icon: 'user' },
  { to: 'benefits', icon: 'crown', flag: 'BENEFIT3' },
  { to: 'lottery', icon: 'ticket', flag: 'LOTTREC3' },
];

export function visibleEntries(flags: Record<string, boolean>): MenuEntry[] {
  return SIDE_MENU_ENTRIES.filter((entry) => !entry.flag || flags[entry.flag]);
}

export function SideMenu() {
  const { t, i18n } = useTranslation();
  const open = useUiStore((s) => s.sideMenuOpen);
  const setOpen = useUiStore((s) => s.setSideMenuOpen);
  const theme = useUiStore((s) => s.theme);
  const setTheme = useUiStore((s) => s.setTheme);
  const session = useSession();
  const member = useMemberInfo().data;
  const flags = useSiteFlags();
  const location = useLocation();
  const logout = useLogout();
  const [confirmLogout, setConfirmLogout] = useState(false);

  useEffect(() => setOpen(false), [location.pathname, setOpen]);

  return (
    <>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('sideMenu.title')} variant="drawer" hideTitle>
        <div className="side-menu">
          {session ? (
            <div className="side-menu__profile">
              <div className="side-menu__avatar" aria-hidden="true">
                {(member?.nickname || session.userName).slice(0, 1).toUpperCase()}
              </div>
              <div className="side-menu__who">
                <strong>{member?.nickname || session.userName}</strong>
                <span>{session.userName}</span>
              </div>
              <BalanceWidget className="side-menu__balance" />
              <div className="side-menu__quick">
                <Link className="btn btn--gold btn--small" to={href('voucherCenter')}>{t('nav.deposit')}</Link>
                <Link className="btn btn--ghost btn--small" to={href('withdraw')}>{t('routes.withdraw')}</Link>
                <Link className="btn btn--ghost btn--small" to={href('memberHome')}>{t('sideMenu.memberInfo')}</Link>
              </div>
            </div>
          ) : (
            <div className="side-menu__guest">
              <p>{t('sideMenu.welcome')}</p>
              <div className="side-menu__quick">
                <Link className="btn btn--primary btn--small" to={href('login')}>{t('nav.login')}</Link>
                <Link className="btn btn--gold btn--small" to={href('register')}>{t('nav.register')}</Link>
              </div>
            </div>
          )}

          {session && (
            <nav aria-label={t('sideMenu.title')}>
              <ul className="side-menu__list">
                {visibleEntries(flags).map((entry) => (
                  <li key={entry.to}>
                    <Link to={href(entry.to)} className="side-menu__link">
                      <Icon name={entry.icon} />
                      <span>{t(`routes.${entry.to}`)}</span>
                      <Icon name="chevron" size={16} className="side-menu__chevron" />
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}

          <div className="side-menu__settings">
            <label className="field">
              <span className="field__label">{t('sideMenu.language')}</span>
              <span className="field__control">
                <Icon name="globe" size={18} />
                <select value={currentLanguage()} onChange={(e) => void i18n.changeLanguage(e.target.value as LanguageCode)}>
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
              <button type="button" className="side-menu__link side-menu__logout" onClick={() => setConfirmLogout(true)}>
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
