import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon/Icon';
import { categoryHref } from '../lib/categories';
import { TypeIcon } from './TypeIcon';

/** Title of a home section with its type's pictogram and a "More" link to the category's page. */
export function SectionHeader({ type, title }: { type: string; title: string }) {
  const { t } = useTranslation('games');
  return (
    <header className="home-section__header">
      <span className="section-icon">
        <TypeIcon type={type} size={18} />
      </span>
      <h2 className="home-section__title">{title}</h2>
      <Link className="section-more" to={categoryHref(type)} aria-label={t('home.moreOf', { type: title })}>
        {t('home.more')}
        <Icon name="chevron" size={14} />
      </Link>
    </header>
  );
}
