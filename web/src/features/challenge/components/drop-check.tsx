import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { isDrop } from '@contract/drop';
import { productQueryOptions } from '@/features/catalog';
import { m } from '@/i18n/messages';
import { solvedPayload } from '../solve';
import { rememberDrop, useChallengeStore, type ChallengeStatus } from '../stores/challenge-store';

/** Before its expiry, a solved payload is replaced (solve.ts solves anew within a minute of it). */
const REFRESH_BEFORE_MS = 55_000;

function solveInBackground(): void {
  solvedPayload().catch((error: unknown) => {
    console.warn('Browser check failed', error);
  });
}

const STATUS_TEXT: Record<ChallengeStatus, (() => string) | null> = {
  idle: null,
  solving: m.checkout_drop_check_solving,
  ready: m.checkout_drop_check_ready,
  failed: m.checkout_drop_check_failed,
};

/**
 * On a drop's product page (route /p/:slug): solves the browser check (proof-of-work) in the
 * background as the page opens, so Place Order sends it without waiting. Ordinary products
 * load nothing more; the widget's chunk loads only here.
 */
export function DropCheck() {
  const { slug = '' } = useParams();
  // The product page's own query: shared cache, no second request.
  const { data: product } = useQuery(productQueryOptions(slug));
  // When the page opened: a drop then stays one for this visit.
  const [openedAt] = useState(() => Date.now());
  const dropId = product && isDrop(product, openedAt) ? product.id : null;
  const status = useChallengeStore((state) => state.status);
  const expiresAtMs = useChallengeStore((state) => state.expiresAtMs);

  // Solved as the page opens, and again before it expires while the page stays open (a
  // countdown to the release can be long), so Place Order never waits for it. A payload
  // spent by an order is not replaced here: the next order solves its own.
  useEffect(() => {
    if (!dropId) return;
    rememberDrop(dropId);
    solveInBackground();
  }, [dropId]);
  useEffect(() => {
    if (!dropId || expiresAtMs === 0) return;
    const wait = Math.max(0, expiresAtMs - Date.now() - REFRESH_BEFORE_MS);
    const timer = setTimeout(solveInBackground, wait);
    return () => clearTimeout(timer);
  }, [dropId, expiresAtMs]);

  const text = dropId ? STATUS_TEXT[status]?.() : null;
  return text ? (
    <p className="drop-check page-narrow" role="status">
      {text}
    </p>
  ) : null;
}
