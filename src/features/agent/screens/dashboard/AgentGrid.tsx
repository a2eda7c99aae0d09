import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon/Icon';
import { ServerLink } from '@/components/ui/server-link/ServerLink';
import { href } from '@/config/paths';
import { useCustomerServiceUrl, useSiteFlags } from '@/queries/site';
import { AGENT_GRID, type AgentGridItem } from '../../constants';
import { useUnreadMail } from '@/queries/member';
import { visibleGridItems } from '../../lib/roles';
import { CountBadge } from '../../components/CountBadge';

function GridLabel({ item, mail }: { item: AgentGridItem; mail: number }) {
  const { t } = useTranslation('agent');
  return (
    <>
      <span className="agent-grid__icon">
        <Icon name={item.icon} size={24} />
        {item.mailBadge && <CountBadge count={mail} />}
      </span>
      <span className="agent-grid__label">
        {item.memberScreen && item.route ? t(`common:routes.${item.route}`) : t(`grid.${item.id}`)}
      </span>
    </>
  );
}

/** The navigation grid: each item only when the merchant's menu whitelist enables its key. */
export function AgentGrid() {
  const { t } = useTranslation('agent');
  const items = visibleGridItems(AGENT_GRID, useSiteFlags());
  const mail = useUnreadMail();
  const serviceUrl = useCustomerServiceUrl();
  return (
    <nav className="card agent-card" aria-labelledby="agent-grid-title">
      <h2 id="agent-grid-title" className="agent-card__title">
        {t('grid.title')}
      </h2>
      <ul className="agent-grid">
        {items.map((item) => (
          <li key={item.id}>
            {item.route ? (
              <Link className="agent-grid__item" to={href(item.route, item.query)}>
                <GridLabel item={item} mail={mail} />
              </Link>
            ) : (
              <ServerLink className="agent-grid__item" href={serviceUrl} aria-disabled={!serviceUrl}>
                <GridLabel item={item} mail={mail} />
              </ServerLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
