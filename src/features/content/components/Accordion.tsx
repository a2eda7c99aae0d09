import { useId, type ReactNode } from 'react';
import { Icon } from '@/components/ui/icon/Icon';
import './accordion.css';

interface AccordionItemProps {
  expanded: boolean;
  onToggle(): void;
  /** Always visible: the button's content (title, dates, preview). */
  summary: ReactNode;
  /** Shown when expanded; rendered only then, so hidden server HTML costs nothing. */
  children: ReactNode;
  /** Artwork above the summary, inside the toggle so tapping it opens the item too (decorative: alt=""). */
  media?: ReactNode;
  id?: string;
  className?: string;
}

/** One accordion entry: a real button with aria-expanded controlling its region. */
export function AccordionItem({ expanded, onToggle, summary, children, media, id, className }: AccordionItemProps) {
  const regionId = useId();
  const toggleId = `${regionId}-toggle`;
  return (
    <li id={id} className={`accordion__item card ${expanded ? 'is-expanded' : ''} ${className ?? ''}`}>
      <button
        id={toggleId}
        type="button"
        className={`accordion__toggle ${media ? 'accordion__toggle--media' : ''}`}
        aria-expanded={expanded}
        aria-controls={regionId}
        onClick={onToggle}
      >
        {media && <span className="accordion__media">{media}</span>}
        <span className="accordion__summary">{summary}</span>
        <Icon name="chevron" size={18} className="accordion__chevron" />
      </button>
      {expanded && (
        <div id={regionId} role="region" aria-labelledby={toggleId} className="accordion__panel">
          {children}
        </div>
      )}
    </li>
  );
}

export function Accordion({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul className="accordion" aria-label={label}>
      {children}
    </ul>
  );
}
