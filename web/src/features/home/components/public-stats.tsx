import type { PublicStats as Stats } from '@contract/stats';
import { ErrorBox } from '@/components/ui/error-box';
import { m } from '@/i18n/messages';
import { errorMessage } from '@/lib/api-error';
import { formatNumber } from '@/lib/format';
import { useStats } from '../api/get-stats';

/** `today` (today's orders) stays in the answer for older clients; the home page shows visits. */
const LABELS: { key: keyof Stats; label: () => string }[] = [
  { key: 'visitors', label: m.home_visitors },
  { key: 'community', label: m.home_community },
  { key: 'shipped', label: m.home_shipped },
  { key: 'visitorsToday', label: m.home_visitors_today },
];

export function PublicStats() {
  const { data, error, isPending } = useStats();

  return (
    <section className="stats" aria-labelledby="stats-title" aria-busy={isPending}>
      <h2 id="stats-title" className="visually-hidden">
        {m.home_stats_title()}
      </h2>
      {error ? (
        <ErrorBox message={errorMessage(error)} />
      ) : (
        <dl className="stats__grid">
          {LABELS.map(({ key, label }) => (
            <div key={key} className="stats__item glass">
              <dt>{label()}</dt>
              <dd>
                {data ? (
                  formatNumber(data[key])
                ) : (
                  <>
                    <span className="skeleton" aria-hidden="true" />
                    <span className="visually-hidden">{m.shell_loading()}</span>
                  </>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
