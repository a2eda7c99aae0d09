import { useState } from 'react';
import { lazyPart } from '@/components/ui/lazy-part';
import { useTranslation } from '@/lib/use-translation';
import { NavLink, useNavigate } from 'react-router';
import { Icon, type IconName } from '@/components/ui/icon/Icon';
import { toast } from '@/components/ui/toast';
import { href, type RouteId } from '@/config/paths';
import { useSession } from '@/stores/session';
import { BAR_ORDER, useDockPart } from '@/hooks/bottom-dock';
import { BOTTOM_MENU_ID } from './SkipLinks';

const InviteDialog = lazyPart(() => import('./InviteDialog').then((m) => ({ default: m.InviteDialog })));

interface Entry {
  key: string;
  icon: IconName;
  /** Route, or the invite dialog. */
  to?: RouteId;
  protected: boolean;
}

const ENTRIES: Entry[] = [
  { key: 'home', icon: 'home', to: 'home', protected: false },
  { key: 'promotions', icon: 'gift', to: 'activity', protected: false },
  { key: 'deposit', icon: 'wallet', to: 'voucherCenter', protected: true },
  { key: 'invite', icon: 'share', protected: true },
  { key: 'member', icon: 'user', to: 'memberHome', protected: true },
];

/** Five entries; protected ones send logged-out visitors to /m/login with the message. */
export function BottomMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [inviteOpen, setInviteOpen] = useState(false);
  const dockRef = useDockPart({ lane: 'bar', order: BAR_ORDER.bottomMenu, gap: 0 });

  const guard = (entry: Entry) => (e: React.MouseEvent) => {
    if (entry.protected && !session) {
      e.preventDefault();
      toast.info(t('errors.notLoggedIn'));
      navigate(href('login'), { state: { returnTo: entry.to ? href(entry.to) : undefined } });
      return;
    }
    if (!entry.to) {
      e.preventDefault();
      setInviteOpen(true);
    }
  };

  return (
    <>
      <nav
        ref={dockRef}
        className="bottom-menu"
        id={BOTTOM_MENU_ID}
        tabIndex={-1}
        aria-label={t('nav.bottomMenu')}
        // Prerendered in the build's default language, like the labels (ShellSkeleton).
        suppressHydrationWarning
      >
        {ENTRIES.map((entry) =>
          entry.to ? (
            <NavLink
              key={entry.key}
              to={href(entry.to)}
              onClick={guard(entry)}
              className={({ isActive }) =>
                `bottom-menu__item ${isActive ? 'is-active' : ''} ${entry.key === 'deposit' ? 'bottom-menu__item--deposit' : ''}`
              }
            >
              <span className={entry.key === 'deposit' ? 'bottom-menu__deposit-icon' : ''}>
                <Icon name={entry.icon} size={entry.key === 'deposit' ? 26 : 22} />
              </span>
              {/* Prerendered in the build's default language (ShellSkeleton). */}
              <span className="bottom-menu__label" suppressHydrationWarning>
                {t(`nav.${entry.key}`)}
              </span>
            </NavLink>
          ) : (
            <button key={entry.key} type="button" className="bottom-menu__item" onClick={guard(entry)}>
              <Icon name={entry.icon} />
              <span className="bottom-menu__label" suppressHydrationWarning>
                {t(`nav.${entry.key}`)}
              </span>
            </button>
          ),
        )}
      </nav>
      {inviteOpen && <InviteDialog open onClose={() => setInviteOpen(false)} />}
    </>
  );
}
