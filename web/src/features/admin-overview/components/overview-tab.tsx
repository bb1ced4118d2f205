import { useId, useState } from 'react';
import { ORDER_STATUSES } from '@contract/order';
import { StatsRangeSchema, type AdminStats, type StatsRange } from '@contract/admin';
import { QueryState } from '@/components/ui/query-state';
import { formatNumber, formatPrice } from '@/lib/format';
import { useAdminStats } from '../api/get-admin-stats';
import { METRIC_LABELS, StatsChart, type ChartMetric } from './stats-chart';
import './admin-overview.css';

/** The range select's labels (90d reads 'last 3 months'); the default range is 30d. */
export const RANGE_LABELS: Record<StatsRange, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 3 months',
  '1y': 'Last year',
};
export const DEFAULT_RANGE: StatsRange = '30d';

const METRICS: readonly ChartMetric[] = ['orders', 'revenue'];

/** Admin tab: Overview: totals, orders or revenue chart, orders by status, top products. */
export function OverviewTab() {
  const [range, setRange] = useState<StatsRange>(DEFAULT_RANGE);
  const [metric, setMetric] = useState<ChartMetric>('orders');
  const rangeId = useId();
  const query = useAdminStats(range);

  return (
    <div className="admin-overview" aria-busy={query.isFetching}>
      <div className="admin-toolbar">
        <div className="field admin-toolbar__field">
          <label className="field__label" htmlFor={rangeId}>
            Range
          </label>
          <select
            id={rangeId}
            className="select"
            value={range}
            onChange={(event) => {
              setRange(StatsRangeSchema.catch(DEFAULT_RANGE).parse(event.target.value));
            }}
          >
            {StatsRangeSchema.options.map((option) => (
              <option key={option} value={option}>
                {RANGE_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-toolbar__group" role="group" aria-label="Chart shows">
          {METRICS.map((option) => (
            <button
              key={option}
              type="button"
              className="chip"
              aria-pressed={metric === option}
              onClick={() => {
                setMetric(option);
              }}
            >
              {METRIC_LABELS[option]}
            </button>
          ))}
        </div>
        {query.isPlaceholderData && <span className="muted">Updating...</span>}
      </div>

      {/* While another range loads, the last one stays on screen. */}
      <QueryState query={query} keepDataOnError>
        {(stats) => <Overview stats={stats} range={range} metric={metric} />}
      </QueryState>
    </div>
  );
}

interface OverviewProps {
  stats: AdminStats;
  range: StatsRange;
  metric: ChartMetric;
}

function Overview({ stats, range, metric }: OverviewProps) {
  const chartId = useId();
  const statusId = useId();
  const topId = useId();
  const titles = new Map(stats.inventory.map((item) => [item.id, item.title]));

  return (
    <>
      <p className="muted admin-overview__note">
        All-time figures; revenue and its average leave cancelled orders out.
      </p>
      <dl className="admin-figures">
        <div className="admin-figure">
          <dt>Total orders</dt>
          <dd>{formatNumber(stats.totalOrders)}</dd>
        </div>
        <div className="admin-figure">
          <dt>Revenue</dt>
          <dd>{formatPrice(stats.totalRevenue)}</dd>
        </div>
        <div className="admin-figure">
          <dt>Average per order</dt>
          <dd>{formatPrice(stats.averageOrder)}</dd>
        </div>
      </dl>

      <section className="admin-card" aria-labelledby={chartId}>
        <h2 id={chartId} className="admin-card__title">
          {METRIC_LABELS[metric]} · {RANGE_LABELS[range].toLowerCase()}
        </h2>
        <StatsChart series={stats.series} metric={metric} />
      </section>

      <div className="admin-overview__columns">
        <section className="admin-card" aria-labelledby={statusId}>
          <h2 id={statusId} className="admin-card__title">
            Orders by status
          </h2>
          <dl className="admin-status-counts">
            {ORDER_STATUSES.map((status) => (
              <div key={status}>
                <dt>{status}</dt>
                <dd>{formatNumber(stats.byStatus[status])}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section className="admin-card" aria-labelledby={topId}>
          <h2 id={topId} className="admin-card__title">
            Top products
          </h2>
          {stats.topProducts.length === 0 ? (
            <p className="muted">No products sold yet.</p>
          ) : (
            <ol className="admin-top-products">
              {stats.topProducts.map((product) => (
                <li key={product.id}>
                  <span>{titles.get(product.id) ?? product.id}</span>
                  <span className="admin-top-products__qty">{formatNumber(product.qty)} sold</span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </>
  );
}
