import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PageTitle } from '@/components/ui/page-title';

export function NotFoundPage() {
  return (
    <section className="glass page-narrow empty-state" aria-labelledby="not-found-title">
      <PageTitle title="Page not found" />
      <p className="eyebrow">404</p>
      <h1 id="not-found-title">Page not found</h1>
      <p className="muted">The page you are looking for has moved or never existed.</p>
      <Link className="button button--primary" to={paths.home.to()}>
        Back to home
      </Link>
    </section>
  );
}
