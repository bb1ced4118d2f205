import { useId, useRef, useState } from 'react';
import type { Coupon } from '@contract/coupon';
import { QueryState } from '@/components/ui/query-state';
import { useAdminCoupons } from '../api/get-admin-coupons';
import { CouponForm } from './coupon-form';
import { CouponRow } from './coupon-row';
import './coupons-tab.css';

const FILTERS = [
  { key: 'all', label: 'Все' },
  { key: 'visible', label: 'Видимые' },
  { key: 'hidden', label: 'Скрытые' },
] as const;

export type CouponFilter = (typeof FILTERS)[number]['key'];

export function filterCoupons(coupons: readonly Coupon[], filter: CouponFilter): Coupon[] {
  if (filter === 'all') return [...coupons];
  return coupons.filter((coupon) => coupon.isHidden === (filter === 'hidden'));
}

/** Admin tab: Coupons (labels in Russian): create, edit, filter, toggle, send, delete. */
export function CouponsTab() {
  const [editing, setEditing] = useState<Coupon | null>(null);
  const formRef = useRef<HTMLDivElement>(null);

  const edit = (coupon: Coupon) => {
    setEditing(coupon);
    // Bring the form (now holding this coupon) into view and to the keyboard.
    requestAnimationFrame(() => {
      const form = formRef.current;
      form?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      form?.querySelector<HTMLElement>('select, input:not([readonly])')?.focus();
    });
  };

  return (
    <div className="coupons-tab">
      <div ref={formRef}>
        <CouponForm
          key={editing?.code ?? 'new'}
          coupon={editing}
          onDone={() => {
            setEditing(null);
          }}
        />
      </div>
      <CouponList onEdit={edit} />
    </div>
  );
}

function CouponList({ onEdit }: { onEdit: (coupon: Coupon) => void }) {
  const id = useId();
  const headingId = `${id}-heading`;
  const couponsQuery = useAdminCoupons();
  const [filter, setFilter] = useState<CouponFilter>('all');

  return (
    <section className="admin-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-card__title">
        Купоны
      </h2>
      <QueryState query={couponsQuery} loadingLabel="Загрузка купонов...">
        {(coupons) => {
          const shown = filterCoupons(coupons, filter);
          return (
            <>
              <div className="admin-toolbar">
                <div className="admin-toolbar__group" role="group" aria-label="Фильтр купонов">
                  {FILTERS.map((item) => (
                    <button
                      key={item.key}
                      type="button"
                      className="chip"
                      aria-pressed={filter === item.key}
                      onClick={() => {
                        setFilter(item.key);
                      }}
                    >
                      {item.label}
                    </button>
                  ))}
                </div>
                <p className="muted coupons-tab__count" aria-live="polite">
                  Показано: {shown.length} из {coupons.length}
                </p>
              </div>
              {shown.length === 0 ? (
                <p className="admin-empty">
                  {coupons.length === 0 ? 'Купонов пока нет.' : 'Нет купонов для этого фильтра.'}
                </p>
              ) : (
                <ul className="admin-coupons" aria-labelledby={headingId}>
                  {shown.map((coupon) => (
                    <CouponRow key={coupon.code} coupon={coupon} onEdit={onEdit} />
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
