import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router';
import { Icon } from '@/components/ui/icon/Icon';
import { useBack } from '@/hooks/use-back';
import { href, type RouteDef } from '@/config/paths';

/** Title bar with the spec's back rule: to /m/home, one step back, or no back control. */
export function TitleBar({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useBack();
  const goBack = () => (route.header === 'home' ? navigate(href('home')) : back());
  return (
    <header className="title-bar">
      {route.header !== 'noBack' && (
        // Its name is prerendered in the build's default language, like the title.
        <button
          type="button"
          className="icon-button title-bar__back"
          onClick={goBack}
          aria-label={t('actions.back')}
          suppressHydrationWarning
        >
          <Icon name="back" />
        </button>
      )}
      {/* Prerendered in the build's default language: a visitor's other language comes with the shell. */}
      <h1 className="title-bar__title" suppressHydrationWarning>
        {t(route.titleKey)}
      </h1>
    </header>
  );
}
