import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLocation } from 'react-router';
import { useDockPart } from '@/hooks/bottom-dock';
import { Icon } from '@/components/ui/icon/Icon';
import { routeForPath } from '@/config/paths';
import { useSiteStatus } from '@/queries/site';
import { ServiceMenu } from './ServiceMenu';
import { SocialButton } from './SocialButton';
import { socialLinks, type SocialNetwork } from '../../lib/social-links';
import './service.css';

const NETWORKS = ['telegram', 'facebook'] as const satisfies readonly SocialNetwork[];

/**
 * Floating service widget: Telegram and Facebook from the download links, then the service-menu
 * button. With social links, the three fold into one button that unfolds them above it, so a single
 * button floats over the page (docs/decisions/content.md). A corner part of the bottom dock. Not on
 * screens without the bottom menu (login, register, forms), where it would cover fields, nor where
 * the screen's own button stands in its place (`hideServiceButton`: deposit and withdraw, which end
 * with a customer-service link of their own).
 */
export default function FloatingService() {
  const { t } = useTranslation('content');
  const location = useLocation();
  const resources = useSiteStatus().data?.info.resources;
  const [menuOpen, setMenuOpen] = useState(false);
  const [unfolded, setUnfolded] = useState(false);
  // Opening one social list closes the other.
  const [openList, setOpenList] = useState<SocialNetwork | null>(null);
  const dockRef = useDockPart({ lane: 'corner' });
  const networks = NETWORKS.map((network) => ({ network, links: socialLinks(resources, network) })).filter(
    ({ links }) => links.length > 0,
  );
  const toggle = (network: SocialNetwork) => setOpenList(openList === network ? null : network);
  const route = routeForPath(location.pathname);
  if (route.hideBottomMenu || route.hideServiceButton) return null;

  const serviceButton = (
    <button
      type="button"
      className="floating-service__button floating-service__button--service"
      aria-label={t('service.open')}
      aria-haspopup="dialog"
      onClick={() => {
        setUnfolded(false);
        setMenuOpen(true);
      }}
    >
      <Icon name="headset" />
    </button>
  );

  return (
    <>
      <aside ref={dockRef} className="floating-service" aria-label={t('service.widget')}>
        {networks.length === 0 ? (
          serviceButton
        ) : (
          <Fold
            unfolded={unfolded}
            onChange={(next) => {
              setUnfolded(next);
              setOpenList(null);
            }}
          >
            {networks.map(({ network, links }) => (
              <SocialButton
                key={network}
                network={network}
                links={links}
                expanded={openList === network}
                onToggle={() => toggle(network)}
              />
            ))}
            {serviceButton}
          </Fold>
        )}
      </aside>
      <ServiceMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </>
  );
}

/**
 * One button that unfolds its children above it (a disclosure). Folds again on Escape (focus back on
 * the button), a tap elsewhere or a route change.
 */
function Fold({
  unfolded,
  onChange,
  children,
}: {
  unfolded: boolean;
  onChange(next: boolean): void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('content');
  const location = useLocation();
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const fold = useEffectEvent(() => onChange(false));
  useEffect(() => {
    fold();
  }, [location.pathname]);
  useEffect(() => {
    if (!unfolded) return;
    const onPointerDown = (e: PointerEvent) => !root.current?.contains(e.target as Node) && fold();
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      fold();
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [unfolded]);

  return (
    <div ref={root} className="floating-service__fold">
      <div id={id} className="floating-service__unfolded" hidden={!unfolded}>
        {children}
      </div>
      <button
        ref={button}
        type="button"
        className="floating-service__button floating-service__button--service"
        aria-label={t('service.shortcuts')}
        aria-expanded={unfolded}
        aria-controls={id}
        onClick={() => onChange(!unfolded)}
      >
        <Icon name={unfolded ? 'close' : 'headset'} />
      </button>
    </div>
  );
}
