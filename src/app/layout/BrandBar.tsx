import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { BalanceWidget } from '@/components/balance/BalanceWidget';
import { Icon } from '@/components/ui/icon/Icon';
import { getConfig } from '@/config/runtime';
import { href } from '@/config/paths';
import { useSession } from '@/stores/session';
import { useUiStore } from '@/stores/ui';

/**
 * Top of home and lobby screens: menu, brand, and login/register or the balance. As a
 * `placeholder` (the prerendered frame, ShellSkeleton) the end holds two neutral shapes: the build
 * cannot know whether the visitor has a session.
 */
export function BrandBar({ placeholder = false }: { placeholder?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const openMenu = useUiStore((s) => s.setSideMenuOpen);
  return (
    <header className="brand-bar">
      {/* The controls' names, like the labels, are prerendered in the build's default language (ShellSkeleton). */}
      <button
        type="button"
        className="icon-button"
        onClick={() => openMenu(true)}
        aria-label={t('sideMenu.open')}
        suppressHydrationWarning
      >
        <Icon name="menu" />
      </button>
      <Link
        to={href('home')}
        className="brand-bar__logo"
        aria-label={t('nav.brandHome', { brand: getConfig().brand })}
        suppressHydrationWarning
      >
        <svg width="26" height="26" viewBox="0 0 64 64" aria-hidden="true">
          <path d="M32 6l7.6 15.4 17 2.5-12.3 12 2.9 16.9L32 44.8 16.8 52.8l2.9-16.9-12.3-12 17-2.5z" fill="#fbbf24" />
        </svg>
        {/* The deployment's brand may come with its settings, after the page was built with the build's. */}
        <span suppressHydrationWarning>{getConfig().brand}</span>
      </Link>
      <div className="brand-bar__end">
        {placeholder ? (
          <>
            <span className="brand-bar__pill" />
            <span className="brand-bar__pill brand-bar__pill--gold" />
          </>
        ) : session ? (
          <BalanceWidget className="balance--compact" />
        ) : (
          <>
            <Link className="btn btn--small btn--outline brand-bar__login" to={href('login')}>
              {t('nav.login')}
            </Link>
            <Link className="btn btn--small btn--gold" to={href('register')}>
              {t('nav.register')}
            </Link>
          </>
        )}
      </div>
    </header>
  );
}
