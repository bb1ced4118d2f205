import type { PublicStats as Stats } from '@contract/stats';
import { ErrorBox } from '@/components/ui/error-box';
import { errorMessage } from '@/lib/api-error';
import { formatNumber } from '@/lib/format';
import { useStats } from '../api/get-stats';

/** `today` (today's orders) stays in the answer for older clients; the home page shows visits. */
const LABELS: { key: keyof Stats; label: string }[] = [
  { key: 'visitors', label: 'Visitors' },
  { key: 'community', label: 'Community' },
  { key: 'shipped', label: 'Orders shipped' },
  { key: 'visitorsToday', label: 'Visitors today' },
];

export function PublicStats() {
  const { data, error, isPending } = useStats();

  return (
    <section className="stats" aria-labelledby="stats-title" aria-busy={isPending}>
      <h2 id="stats-title" className="visually-hidden">
        Shop in numbers
      </h2>
      {error ? (
        <ErrorBox message={errorMessage(error)} />
      ) : (
        <dl className="stats__grid">
          {LABELS.map(({ key, label }) => (
            <div key={key} className="stats__item glass">
              <dt>{label}</dt>
              <dd>
                {data ? (
                  formatNumber(data[key])
                ) : (
                  <>
                    <span className="skeleton" aria-hidden="true" />
                    <span className="visually-hidden">Loading...</span>
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
