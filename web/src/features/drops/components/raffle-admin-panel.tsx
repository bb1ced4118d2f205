import { useQuery } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { useParams } from 'react-router-dom';
import { DEFAULT_CHECKOUT_WINDOW_SECONDS } from '@contract/raffle';
import { productQueryOptions } from '@/features/catalog';
import { formatDateTime } from '@/lib/date-format';
import { useAdminDrop, useSaveDropSettings } from '../api/admin-drop';
import './raffle.css';

/** `datetime-local` text (the admin's zone) as ISO 8601 UTC; '' stays ''. */
const isoOf = (local: string) => (local ? new Date(local).toISOString() : '');

/** A time in the admin's own zone (`datetime-local`). */
function TimeField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
}) {
  return (
    <label>
      {props.label}{' '}
      <input
        type="datetime-local"
        required={props.required ?? false}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </label>
  );
}

function SettingsForm({ productId }: { productId: string }) {
  const save = useSaveDropSettings(productId);
  const [mode, setMode] = useState<'first-come' | 'raffle'>('raffle');
  const [openAt, setOpenAt] = useState('');
  const [closeAt, setCloseAt] = useState('');
  const [drawAt, setDrawAt] = useState('');
  const [minutes, setMinutes] = useState(String(DEFAULT_CHECKOUT_WINDOW_SECONDS / 60));

  const submit = (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    save.mutate(
      mode === 'first-come'
        ? { mode }
        : {
            mode,
            entriesOpenAt: isoOf(openAt),
            entriesCloseAt: isoOf(closeAt),
            ...(drawAt ? { drawAt: isoOf(drawAt) } : {}),
            checkoutWindowSeconds: Math.round(Number(minutes) * 60),
          },
    );
  };
  return (
    <form onSubmit={submit} aria-label="Drop settings">
      <label>
        Sale mode{' '}
        <select value={mode} onChange={(e) => setMode(e.target.value as typeof mode)}>
          <option value="first-come">First come</option>
          <option value="raffle">Raffle</option>
        </select>
      </label>
      {mode === 'raffle' && (
        <>
          <TimeField label="Entries open" value={openAt} onChange={setOpenAt} required />
          <TimeField label="Entries close" value={closeAt} onChange={setCloseAt} required />
          <TimeField label="Draw (empty: when entries close)" value={drawAt} onChange={setDrawAt} />
          <label>
            Checkout window (minutes){' '}
            <input
              type="number"
              min="1"
              step="1"
              required
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
            />
          </label>
        </>
      )}
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        Save drop settings
      </button>
      {save.error && (
        <p className="form-error" role="alert">
          {save.error.message}
        </p>
      )}
    </form>
  );
}

/** Admins on a product page: the sale mode, and for a raffle its entries, draw and winners. */
export function RaffleAdminPanel() {
  const { slug = '' } = useParams();
  const { data: product } = useQuery(productQueryOptions(slug));
  const productId = product?.id ?? '';
  const { data, error } = useAdminDrop(productId);
  if (!product) return null;
  const drop = data?.drop;
  return (
    <section className="raffle raffle-admin glass page-narrow" aria-labelledby="raffle-admin-title">
      <h2 id="raffle-admin-title">Drop (admin)</h2>
      {error && <p className="form-error">Error: {error.message}</p>}
      {drop?.mode === 'raffle' ? (
        <>
          <p>
            Raffle: {drop.state}. Entries {formatDateTime(drop.entriesOpenAt)} to{' '}
            {formatDateTime(drop.entriesCloseAt)}, draw {formatDateTime(drop.drawAt)}.
          </p>
          <p>Entries: {drop.entryCount}</p>
          {drop.units !== null && <p>Units drawn: {drop.units}</p>}
          {drop.winners.length > 0 && (
            <table className="admin-table">
              <caption>Winners in draw order</caption>
              <thead>
                <tr>
                  <th>Entry</th>
                  <th>E-mail</th>
                  <th>Claim</th>
                  <th>Check out by</th>
                  <th>Order</th>
                </tr>
              </thead>
              <tbody>
                {drop.winners.map((winner) => (
                  <tr key={winner.entryId}>
                    <td>
                      <code>{winner.entryId}</code>
                    </td>
                    <td>{winner.email}</td>
                    <td>{winner.status}</td>
                    <td>{formatDateTime(winner.checkoutBy)}</td>
                    <td>{winner.orderId ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {drop.state === 'scheduled' && <SettingsForm productId={product.id} />}
        </>
      ) : (
        data && <SettingsForm productId={product.id} />
      )}
    </section>
  );
}
