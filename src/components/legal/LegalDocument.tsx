import { useTranslation } from '@/lib/use-translation';
import { useMinimumAge } from './minimum-age';
import './legal.css';

interface LegalDocumentProps {
  /** Key under `content:legal` (`agreement` or `privacy`). */
  document: 'agreement' | 'privacy';
  sections: readonly string[];
  /** Show the document title as a heading (pages do; popups already title their dialog). */
  showTitle?: boolean;
  className?: string;
}

/**
 * A static legal text: optional intro, then numbered sections of paragraphs, all from `content`
 * locales; `{{age}}` is the deployment's minimum age from the consolidated settings.
 */
export function LegalDocument({ document, sections, showTitle = false, className }: LegalDocumentProps) {
  const { t, i18n } = useTranslation('content');
  const base = `legal.${document}`;
  const introKey = `${base}.intro`;
  const age = useMinimumAge();
  return (
    <article className={`legal ${className ?? ''}`} aria-label={t(`${base}.title`)}>
      {showTitle && <h1 className="legal__title">{t(`${base}.title`)}</h1>}
      {i18n.exists(introKey, { ns: 'content' }) && <p className="legal__intro">{t(introKey)}</p>}
      {sections.map((id) => {
        const paragraphs = t(`${base}.sections.${id}.body`, { returnObjects: true, age }) as unknown as string[];
        return (
          <section key={id} className="legal__section" aria-labelledby={`legal-${document}-${id}`}>
            <h2 id={`legal-${document}-${id}`} className="legal__heading">
              {t(`${base}.sections.${id}.title`)}
            </h2>
            {paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </section>
        );
      })}
    </article>
  );
}
