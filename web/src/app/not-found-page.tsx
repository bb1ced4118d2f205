import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { PageTitle } from '@/components/ui/page-title';
import { m } from '@/i18n/messages';

export function NotFoundPage() {
  return (
    <section className="glass page-narrow empty-state" aria-labelledby="not-found-title">
      <PageTitle title={m.pages_not_found()} />
      <p className="eyebrow">404</p>
      <h1 id="not-found-title">{m.pages_not_found()}</h1>
      <p className="muted">{m.pages_not_found_text()}</p>
      <Link className="button button--primary" to={paths.home.to()}>
        {m.pages_back_home()}
      </Link>
    </section>
  );
}
