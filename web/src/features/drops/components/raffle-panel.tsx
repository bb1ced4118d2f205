import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import type { MyEntry, RaffleView } from '@contract/raffle';
import { productQueryOptions } from '@/features/catalog';
import { formatDateTime } from '@/lib/date-format';
import { selectUser, useSessionStore } from '@/lib/session-store';
import { useDrop } from '../api/get-drop';
import { useEnterRaffle } from '../api/enter-raffle';
import './raffle.css';

function MyEntryLine({ mine }: { mine: MyEntry }) {
  switch (mine.status) {
    case 'entered':
      return (
        <p>
          You&apos;re in. Your entry: <code>{mine.entryId}</code>
        </p>
      );
    case 'waiting':
      return (
        <p>
          You&apos;re in line (entry <code>{mine.entryId}</code>): a unit passes to you if a winner
          does not check out.
        </p>
      );
    case 'won':
      return (
        <p className="raffle__won">
          You won! Add it to your cart and check out by {formatDateTime(mine.checkoutBy ?? '')}.
          (Entry <code>{mine.entryId}</code>)
        </p>
      );
    case 'bought':
      return (
        <p>
          You bought your unit. (Entry <code>{mine.entryId}</code>)
        </p>
      );
    case 'lapsed':
      return (
        <p>
          Your checkout window has passed. (Entry <code>{mine.entryId}</code>)
        </p>
      );
    case 'not-drawn':
      return (
        <p>
          Not drawn this time. (Entry <code>{mine.entryId}</code>)
        </p>
      );
  }
}

function StateLine({ raffle }: { raffle: RaffleView }) {
  switch (raffle.state) {
    case 'scheduled':
      return <p>Entries open {formatDateTime(raffle.entriesOpenAt)}.</p>;
    case 'open':
      return <p>Entries open until {formatDateTime(raffle.entriesCloseAt)}.</p>;
    case 'closed':
      return <p>Entries closed. The draw is at {formatDateTime(raffle.drawAt)}.</p>;
    case 'drawn':
      return <p>Drawn: winners are checking out in draw order.</p>;
    case 'finished':
      return <p>Sold: this raffle has finished.</p>;
  }
}

function EnterButton({ productId }: { productId: string }) {
  const user = useSessionStore(selectUser);
  const emailVerified = useSessionStore((state) => state.emailVerified);
  const enter = useEnterRaffle(productId);
  if (!user) return <p className="muted">Sign in to enter.</p>;
  if (!emailVerified) return <p className="muted">Verify your e-mail to enter.</p>;
  return (
    <>
      <button
        type="button"
        className="button button--primary"
        disabled={enter.isPending}
        onClick={() => enter.mutate()}
      >
        {enter.isPending ? 'Entering…' : 'Enter the raffle'}
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
      <summary>How the draw is checked</summary>
      <dl>
        <dt>Seed hash (SHA-256)</dt>
        <dd>
          <code>{raffle.seedHash}</code>
        </dd>
        {raffle.entryListHash && (
          <>
            <dt>Entry list hash ({raffle.entryIds?.length ?? 0} entries)</dt>
            <dd>
              <code>{raffle.entryListHash}</code>
            </dd>
          </>
        )}
        {raffle.seed && (
          <>
            <dt>Seed</dt>
            <dd>
              <code>{raffle.seed}</code>
            </dd>
          </>
        )}
      </dl>
      <p className="muted">
        Draw order: the entry ids sorted by HMAC-SHA256(seed, entry id), in hex.
      </p>
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
      <h2 id="raffle-title">Raffle</h2>
      <StateLine raffle={raffle} />
      {raffle.mine ? (
        <MyEntryLine mine={raffle.mine} />
      ) : (
        raffle.state === 'open' && <EnterButton productId={product.id} />
      )}
      {raffle.state !== 'finished' && (
        <p className="muted">Only drawn entries may order this product, one unit each.</p>
      )}
      <Fairness raffle={raffle} />
    </section>
  );
}
