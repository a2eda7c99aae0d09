import { ServerLink } from '@/components/ui/server-link/ServerLink';
import { useTranslation } from '@/lib/use-translation';
import type { SocialLink, SocialNetwork } from '../../lib/social-links';

const GLYPHS: Record<SocialNetwork, string> = {
  telegram: 'M21 4L3 11l6 2 2 6 3-4 5 4z M9 13l9-7',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z',
};

interface SocialButtonProps {
  network: SocialNetwork;
  links: SocialLink[];
  expanded: boolean;
  onToggle(): void;
}

/** One link opens directly; several toggle a small list of them. */
export function SocialButton({ network, links, expanded, onToggle }: SocialButtonProps) {
  const { t } = useTranslation('content');
  const name = t(`service.${network}`);
  const glyph = (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={GLYPHS[network]} />
    </svg>
  );
  if (links.length === 0) return null;
  if (links.length === 1) {
    return (
      <ServerLink
        className={`floating-service__button floating-service__button--${network}`}
        href={links[0].url}
        aria-label={name}
      >
        {glyph}
      </ServerLink>
    );
  }
  const listId = `floating-${network}-links`;
  return (
    <div className="floating-service__group">
      {expanded && (
        <ul id={listId} className="floating-service__list" aria-label={t('service.socialList', { name })}>
          {links.map((link) => (
            <li key={link.url}>
              <ServerLink href={link.url}>{link.label}</ServerLink>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className={`floating-service__button floating-service__button--${network}`}
        aria-label={name}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={onToggle}
      >
        {glyph}
      </button>
    </div>
  );
}
