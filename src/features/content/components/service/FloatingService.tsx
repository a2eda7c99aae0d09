import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLocation } from 'react-router-dom';
import { Icon } from '@/components/ui/icon/Icon';
import { routeForPath } from '@/config/paths';
import { useSiteStatus } from '@/queries/site';
import { ServiceMenu } from './ServiceMenu';
import { SocialButton } from './SocialButton';
import { socialLinks, type SocialNetwork } from '../../lib/social-links';
import './service.css';

/**
 * Floating service widget: Telegram and Facebook from the download links, then the service-menu
 * button. Not on screens without the bottom menu (login, register, forms), where it would cover fields.
 */
export default function FloatingService() {
  const { t } = useTranslation('content');
  const location = useLocation();
  const resources = useSiteStatus().data?.info.resources;
  const [menuOpen, setMenuOpen] = useState(false);
  // Opening one social list closes the other.
  const [openList, setOpenList] = useState<SocialNetwork | null>(null);
  const toggle = (network: SocialNetwork) => setOpenList(openList === network ? null : network);
  if (routeForPath(location.pathname).hideBottomMenu) return null;

  return (
    <>
      <aside className="floating-service" aria-label={t('service.widget')}>
        {(['telegram', 'facebook'] as const).map((network) => (
          <SocialButton
            key={network}
            network={network}
            links={socialLinks(resources, network)}
            expanded={openList === network}
            onToggle={() => toggle(network)}
          />
        ))}
        <button
          type="button"
          className="floating-service__button floating-service__button--service"
          aria-label={t('service.open')}
          aria-haspopup="dialog"
          onClick={() => setMenuOpen(true)}
        >
          <Icon name="headset" />
        </button>
      </aside>
      <ServiceMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </>
  );
}
