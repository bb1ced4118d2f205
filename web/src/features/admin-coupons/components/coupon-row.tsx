import { useId, useState } from 'react';
import type { Coupon } from '@contract/coupon';
import { useNotify } from '@/components/notifications/notifications-context';
import { errorMessage } from '@/lib/api-error';
import { formatPrice } from '@/lib/format';
import { useDeleteCoupon } from '../api/delete-coupon';
import { useUpdateCoupon } from '../api/update-coupon';
import { CouponSendForm } from './coupon-send-form';

// Expiry is the end of a UTC day (see coupon-form-parse), so it is shown in UTC.
const expiryFormat = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'medium', timeZone: 'UTC' });

export function couponValueText(coupon: Pick<Coupon, 'type' | 'value'>): string {
  return coupon.type === 'percent' ? `${coupon.value}%` : formatPrice(coupon.value);
}

/** Assigned e-mails, the first few named (a coupon may be sent to many). */
export function assignedText(emails: readonly string[], shown = 3): string {
  if (emails.length === 0) return 'Никому';
  const named = emails.slice(0, shown).join(', ');
  return emails.length > shown ? `${named} и ещё ${emails.length - shown}` : named;
}

export function couponExpiryText(expiresAt: string | null, now = Date.now()): string {
  if (!expiresAt) return 'Без срока';
  const date = new Date(expiresAt);
  const day = expiryFormat.format(date);
  return date.getTime() < now ? `Истёк ${day} (UTC)` : `Истекает ${day} (UTC)`;
}

interface CouponRowProps {
  coupon: Coupon;
  onEdit: (coupon: Coupon) => void;
}

/** One coupon in the admin list: figures, global/hidden switches, edit, send, delete. */
export function CouponRow({ coupon, onEdit }: CouponRowProps) {
  const id = useId();
  const notify = useNotify();
  const update = useUpdateCoupon();
  const remove = useDeleteCoupon();
  const [sending, setSending] = useState(false);
  const { code } = coupon;

  const toggle = (field: 'isGlobal' | 'isHidden', value: boolean) => {
    update.mutate(
      { code, patch: { [field]: value } },
      {
        onSuccess: () => {
          const label = field === 'isGlobal' ? 'Глобальный' : 'Скрытый';
          notify.success(`${code}: ${label} — ${value ? 'да' : 'нет'}`);
        },
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  };

  const deleteCoupon = () => {
    if (!window.confirm(`Удалить купон ${code}? Это нельзя отменить.`)) return;
    remove.mutate(code, {
      onSuccess: () => notify.success(`Купон удалён: ${code}`),
      onError: (error) => notify.error(errorMessage(error)),
    });
  };

  const titleId = `${id}-code`;
  return (
    <li>
      <article className="admin-coupon" aria-labelledby={titleId}>
        <header className="admin-coupon__head">
          <h3 id={titleId} className="admin-coupon__code admin-code">
            {code}
          </h3>
          <span className="admin-coupon__value">{couponValueText(coupon)}</span>
          {coupon.isHidden && <span className="badge badge--amber">Скрытый</span>}
          {coupon.isGlobal && <span className="badge badge--green">Глобальный</span>}
        </header>
        {coupon.title && <p className="admin-coupon__title">{coupon.title}</p>}
        <dl className="admin-coupon__facts">
          <div>
            <dt>Использований</dt>
            <dd>
              {coupon.uses} / {coupon.maxUses ?? '∞'}
            </dd>
          </div>
          <div>
            <dt>Срок</dt>
            <dd>{couponExpiryText(coupon.expiresAt)}</dd>
          </div>
          <div className="admin-coupon__assigned">
            <dt>Назначен</dt>
            <dd title={coupon.assignedTo.join(', ') || undefined}>
              {assignedText(coupon.assignedTo)}
            </dd>
          </div>
        </dl>
        <div className="admin-coupon__switches">
          <label className="toggle">
            <input
              type="checkbox"
              role="switch"
              checked={coupon.isGlobal}
              disabled={update.isPending}
              onChange={(event) => {
                toggle('isGlobal', event.currentTarget.checked);
              }}
            />
            Глобальный<span className="visually-hidden"> ({code})</span>
          </label>
          <label className="toggle">
            <input
              type="checkbox"
              role="switch"
              checked={coupon.isHidden}
              disabled={update.isPending}
              onChange={(event) => {
                toggle('isHidden', event.currentTarget.checked);
              }}
            />
            Скрытый<span className="visually-hidden"> ({code})</span>
          </label>
        </div>
        <div className="admin-coupon__actions">
          <button
            type="button"
            className="button button--ghost"
            aria-label={`Изменить ${code}`}
            onClick={() => {
              onEdit(coupon);
            }}
          >
            Изменить
          </button>
          <button
            type="button"
            className="button button--ghost"
            aria-expanded={sending}
            aria-label={`Отправить ${code}`}
            onClick={() => {
              setSending((open) => !open);
            }}
          >
            Отправить
          </button>
          <button
            type="button"
            className="button button--ghost-danger"
            disabled={remove.isPending}
            aria-label={`Удалить ${code}`}
            onClick={deleteCoupon}
          >
            Удалить
          </button>
        </div>
        {sending && (
          <CouponSendForm
            code={code}
            onDone={() => {
              setSending(false);
            }}
          />
        )}
      </article>
    </li>
  );
}
