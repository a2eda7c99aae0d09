import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Icon } from '@/components/ui/icon/Icon';
import { getConfig } from '@/config/runtime';
import { BAR_ORDER, useDockPart } from '@/hooks/bottom-dock';
import { useTranslation } from '@/lib/use-translation';
import { DEMO_CHAT_DESKS, DEMO_CHAT_MAX_CHARS, DEMO_CHAT_REPLY_MS, DEMO_CHAT_TOPICS } from '../../constants';
import './demo-pages.css';

type Topic = (typeof DEMO_CHAT_TOPICS)[number];
type Desk = (typeof DEMO_CHAT_DESKS)[number];

/** A line of the conversation: prepared lines are kept as what they say, so a language change retranslates them. */
type Line =
  | { from: 'agent'; says: { greeting: Desk } | { answer: Topic } | 'fallback' }
  | { from: 'player'; says: { question: Topic } | { text: string } };

const deskOf = (value: string | null): Desk => DEMO_CHAT_DESKS.find((desk) => desk === value) ?? 'general';

/**
 * /m/demoService: the demo's customer service, a chat whose agent answers the common questions with
 * prepared copy (and anything else with a hand-over line). The demo backend sends this page as its
 * customer-service link, its entries (`?desk=`) and its live chat, so a demo never leaves the site.
 */
export function DemoServicePage() {
  const { t } = useTranslation('content');
  const [query] = useSearchParams();
  const [lines, setLines] = useState<Line[]>(() => [{ from: 'agent', says: { greeting: deskOf(query.get('desk')) } }]);
  const [typing, setTyping] = useState(false);
  const [draft, setDraft] = useState('');
  const timers = useRef<number[]>([]);
  const end = useRef<HTMLLIElement>(null);
  // The composer floats where the bottom menu would (this page hides it): the Demo button sits above it.
  const composer = useDockPart({ lane: 'bar', order: BAR_ORDER.composer, gap: 0 });
  const brand = getConfig().brand;

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);
  // Keeps the newest line in view, above the questions and message box.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [lines, typing]);

  const ask = (question: Line & { from: 'player' }, reply: Line & { from: 'agent' }) => {
    setLines((current) => [...current, question]);
    setTyping(true);
    timers.current.push(
      window.setTimeout(() => {
        setTyping(false);
        setLines((current) => [...current, reply]);
      }, DEMO_CHAT_REPLY_MS),
    );
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setDraft('');
    ask({ from: 'player', says: { text } }, { from: 'agent', says: 'fallback' });
  };
  const textOf = ({ says }: Line): string => {
    if (says === 'fallback') return t('demoPages.service.fallback');
    if ('greeting' in says) return t(`demoPages.service.greeting.${says.greeting}`, { brand });
    if ('answer' in says) return t(`demoPages.service.topics.${says.answer}.answer`);
    if ('question' in says) return t(`demoPages.service.topics.${says.question}.question`);
    return says.text;
  };

  return (
    <section className="page demo-chat">
      <header className="demo-chat__agent">
        <span className="demo-chat__avatar" aria-hidden="true">
          <Icon name="headset" size={24} />
        </span>
        <span>
          <strong>{t('demoPages.service.agent')}</strong>
          <small>{t('demoPages.service.status')}</small>
        </span>
      </header>
      <p className="demo-page__notice">{t('demoPages.service.notice')}</p>
      <div className="demo-chat__log" role="log" aria-label={t('demoPages.service.log')}>
        <ol className="demo-chat__lines">
          {lines.map((line, i) => (
            <li key={i} className={`demo-chat__line demo-chat__line--${line.from}`}>
              <span className="visually-hidden">
                {line.from === 'agent' ? t('demoPages.service.agent') : t('demoPages.service.you')}:
              </span>
              {textOf(line)}
            </li>
          ))}
          {typing && (
            <li className="demo-chat__line demo-chat__line--agent demo-chat__typing">
              {t('demoPages.service.typing')}
            </li>
          )}
          <li ref={end} className="demo-chat__end" aria-hidden="true" />
        </ol>
      </div>
      <div className="demo-chat__composer dock-bar" ref={composer}>
        <div className="demo-chat__topics" role="group" aria-label={t('demoPages.service.topicsLabel')}>
          {DEMO_CHAT_TOPICS.map((topic) => (
            <button
              key={topic}
              type="button"
              className="demo-chat__topic"
              disabled={typing}
              onClick={() =>
                ask({ from: 'player', says: { question: topic } }, { from: 'agent', says: { answer: topic } })
              }
            >
              {t(`demoPages.service.topics.${topic}.question`)}
            </button>
          ))}
        </div>
        <form className="demo-chat__form" onSubmit={send}>
          <input
            className="demo-chat__input"
            aria-label={t('demoPages.service.message')}
            placeholder={t('demoPages.service.placeholder')}
            value={draft}
            maxLength={DEMO_CHAT_MAX_CHARS}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="btn btn--gold demo-chat__send" disabled={typing || !draft.trim()}>
            {t('demoPages.service.send')}
          </button>
        </form>
      </div>
    </section>
  );
}
