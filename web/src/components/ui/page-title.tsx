import { useEffect } from 'react';
import { metaSummary } from '@contract/storefront';
import { site } from '@/config/site';
import { m } from '@/i18n/messages';

/**
 * React 19 hoists <title> into <head>, so each page names itself. The description is the
 * document's one `<meta name="description">` (index.html's, or the server-filled head's),
 * updated in place: a hoisted second <meta> would come after it, and readers take the first.
 */
export function PageTitle({ title, description }: { title?: string; description?: string }) {
  const content = description ? metaSummary(description) : m.shell_meta_description();
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = content;
  }, [content]);
  return (
    <title>{title ? `${title} · ${site.name}` : `${site.name} · ${m.shell_store_kind()}`}</title>
  );
}
