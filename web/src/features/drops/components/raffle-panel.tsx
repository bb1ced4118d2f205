import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import type { MyEntry, RaffleView } from '@contract/raffle';
import { productQueryOptions } from '@/features/catalog';
import { m } from '@/i18n/messages';
import { formatDateTime } from '@/lib/date-format';
import { selectUser, useSessionStore } from '@/lib/session-store';
import { useDrop } from '../api/get-drop';
import { useEnterRaffle } from '../api/enter-raffle';
import './raffle.css';

// Stands for the entry id in a message, which the line then shows as <code>.
const ENTRY_MARK = '\u{E000}';

/** A message with the entry id in it, the id set as code wherever the language puts it. */
function withEntry(text: (entry: string) => string, entryId: string) {
  const [before = '', after = ''] = text(ENTRY_MARK).split(ENTRY_MARK);
  return (
    <>
      {before}
      <code>{entryId}</code>
      {after}
    </>
  );
}

function myEntryText(mine: MyEntry): (entry: string) => string {
  switch (mine.status) {
    case 'entered':
      return (entry) => m.product_raffle_entered({ entry });
    case 'waiting':
      return (entry) => m.product_raffle_waiting({ entry });
    case 'won':
      return (entry) =>
        m.product_raffle_won({ entry, time: formatDateTime(mine.checkoutBy ?? '') });
    case 'bought':
      return (entry) => m.product_raffle_bought({ entry });
    case 'lapsed':
      return (entry) => m.product_raffle_lapsed({ entry });
    case 'not-drawn':
      return (entry) => m.product_raffle_not_drawn({ entry });
  }
}

function MyEntryLine({ mine }: { mine: MyEntry }) {
  return (
    <p className={mine.status === 'won' ? 'raffle__won' : undefined}>
      {withEntry(myEntryText(mine), mine.entryId)}
    </p>
  );
}

function StateLine({ raffle }: { raffle: RaffleView }) {
  switch (raffle.state) {
    case 'scheduled':
      return <p>{m.product_raffle_scheduled({ time: formatDateTime(raffle.entriesOpenAt) })}</p>;
    case 'open':
      return <p>{m.product_raffle_open({ time: formatDateTime(raffle.entriesCloseAt) })}</p>;
    case 'closed':
      return <p>{m.product_raffle_closed({ time: formatDateTime(raffle.drawAt) })}</p>;
    case 'drawn':
      return <p>{m.product_raffle_drawn()}</p>;
    case 'finished':
      return <p>{m.product_raffle_finished()}</p>;
  }
}

function EnterButton({ productId }: { productId: string }) {
  const user = useSessionStore(selectUser);
  const emailVerified = useSessionStore((state) => state.emailVerified);
  const enter = useEnterRaffle(productId);
  if (!user) return <p className="muted">{m.product_raffle_sign_in()}</p>;
  if (!emailVerified) return <p className="muted">{m.product_raffle_verify()}</p>;
  return (
    <>
      <button
        type="button"
        className="button button--primary"
        disabled={enter.isPending}
        onClick={() => enter.mutate()}
      >
        {enter.isPending ? m.product_raffle_entering() : m.product_raffle_enter()}
      </button>
      {enter.error && (
        <p className="form-error" role="alert">
          {enter.error.message}
        </p>
      )}
    </>
  );
}

/** The commitments anyone can check: the seed's hash, the frozen list's hash, then the seed. */
function Fairness({ raffle }: { raffle: RaffleView }) {
  return (
    <details className="raffle__fairness">
      <summary>{m.product_raffle_fairness()}</summary>
      <dl>
        <dt>{m.product_raffle_seed_hash()}</dt>
        <dd>
          <code>{raffle.seedHash}</code>
        </dd>
        {raffle.entryListHash && (
          <>
            <dt>{m.product_raffle_list_hash({ count: raffle.entryIds?.length ?? 0 })}</dt>
            <dd>
              <code>{raffle.entryListHash}</code>
            </dd>
          </>
        )}
        {raffle.seed && (
          <>
            <dt>{m.product_raffle_seed()}</dt>
            <dd>
              <code>{raffle.seed}</code>
            </dd>
          </>
        )}
      </dl>
      <p className="muted">{m.product_raffle_draw_order()}</p>
    </details>
  );
}

/** Route /p/:slug: a raffle's state, the shopper's own entry, and its proofs. */
export function RafflePanel() {
  const { slug = '' } = useParams();
  // The product page's own query: shared cache, no second request.
  const { data: product } = useQuery(productQueryOptions(slug));
  const { data } = useDrop(product?.id ?? null);
  const raffle = data?.drop.mode === 'raffle' ? data.drop : null;
  if (!product || !raffle) return null;
  return (
    <section className="raffle glass page-narrow" aria-labelledby="raffle-title">
      <h2 id="raffle-title">{m.product_raffle()}</h2>
      <StateLine raffle={raffle} />
      {raffle.mine ? (
        <MyEntryLine mine={raffle.mine} />
      ) : (
        raffle.state === 'open' && <EnterButton productId={product.id} />
      )}
      {raffle.state !== 'finished' && <p className="muted">{m.product_raffle_only_drawn()}</p>}
      <Fairness raffle={raffle} />
    </section>
  );
}
