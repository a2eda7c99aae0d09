import { Link, useSearchParams } from 'react-router';
import { href } from '@/config/paths';
import { getConfig } from '@/config/runtime';
import { useTranslation } from '@/lib/use-translation';
import { DEMO_SOCIAL_CHANNELS, DEMO_SOCIAL_POSTS } from '../../constants';
import './demo-pages.css';

type Channel = keyof typeof DEMO_SOCIAL_CHANNELS;
const isChannel = (value: string | null): value is Channel => !!value && Object.hasOwn(DEMO_SOCIAL_CHANNELS, value);

/**
 * /m/demoSocial: what the demo's Telegram, Facebook and WhatsApp links open instead of another site
 * (the demo backend sends this page as its social links): the channel and its latest posts.
 */
export function DemoSocialPage() {
  const { t } = useTranslation('content');
  const [query] = useSearchParams();
  const requested = query.get('channel');
  const channel: Channel = isChannel(requested) ? requested : 'telegramSupport';
  const { network, handle } = DEMO_SOCIAL_CHANNELS[channel];
  const brand = getConfig().brand;
  const networkName = t(`demoPages.social.networks.${network}`);

  return (
    <section className="page demo-page">
      <div className={`demo-page__hero demo-page__hero--${network}`}>
        <span className="demo-page__network">{networkName}</span>
        <h1 className="demo-page__title">{t(`demoPages.social.channels.${channel}.name`, { brand })}</h1>
        <p className="demo-page__meta">{handle}</p>
        <p className="demo-page__about">{t(`demoPages.social.channels.${channel}.about`)}</p>
      </div>
      <p className="demo-page__notice">{t('demoPages.social.notice', { network: networkName })}</p>
      <h2 className="demo-page__subheading">{t('demoPages.social.latest')}</h2>
      <ul className="demo-page__posts">
        {DEMO_SOCIAL_POSTS.map((post) => (
          <li key={post} className="card">
            {t(`demoPages.social.posts.${post}`)}
          </li>
        ))}
      </ul>
      <div className="demo-page__actions">
        <Link className="btn btn--gold btn--block" to={href('home')}>
          {t('demoPages.social.back')}
        </Link>
      </div>
    </section>
  );
}
