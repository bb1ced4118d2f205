import { useLocation } from 'react-router-dom';
import { m } from '@/i18n/messages';
import { pageLocale, twinHref } from '@/i18n/locale';

/**
 * "Русский" / "English": the same page in the other language, query and fragment kept. A plain
 * link, so the other language's first HTML (lang, server-filled head) is what loads.
 */
export function LanguageLink() {
  const { pathname, search, hash } = useLocation();
  const other = pageLocale() === 'ru' ? 'en' : 'ru';
  return (
    <a
      className="language-link"
      href={twinHref(other, pathname, search, hash)}
      hrefLang={other}
      lang={other}
    >
      {m.shell_language_link()}
    </a>
  );
}
