import { m } from '@/i18n/messages';

/** Shown while a page chunk or its data loads ('Loading...' by default). */
export function PageLoader({ label = m.shell_loading() }: { label?: string }) {
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
