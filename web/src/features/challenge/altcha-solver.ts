// The ALTCHA widget's external build: no bundled blob workers and no injected style tag, so
// it runs under `script-src 'self'; style-src 'self'`. Its stylesheet and the SHA worker are
// files of our own origin. This module is a chunk of its own, loaded only for a drop.
import 'altcha/external';
import 'altcha/altcha.css';
import ShaWorker from 'altcha/workers/sha?worker';
import { ChallengeSchema, type Challenge } from '@contract/challenge';
import { apiGet } from '@/lib/api-client';

interface AltchaGlobal {
  algorithms: Map<string, () => Worker>;
}

interface AltchaWidget extends HTMLElement {
  verify(): Promise<{ payload: string } | null>;
}

const altcha = (globalThis as unknown as { $altcha: AltchaGlobal }).$altcha;
altcha.algorithms.set('SHA-256', () => new ShaWorker());

/** The performance measure of one solve (scripts/bench/challenge.ts reads it). */
export const SOLVE_MEASURE = 'challenge-solve';

/** Workers to search with: the widget splits the counters between them. */
const WORKERS = Math.min(4, Math.max(1, navigator.hardwareConcurrency || 1));

/** Resolves once the widget has mounted: its methods exist only from its `load` event. */
const mounted = (widget: HTMLElement) =>
  new Promise<void>((resolve) => widget.addEventListener('load', () => resolve(), { once: true }));

/**
 * Solves `challenge` in the background with an invisible widget and answers its payload
 * (base64 of JSON `{challenge, solution}`, the `X-Altcha` value).
 */
export async function solveWithWidget(challenge: Challenge): Promise<string> {
  const widget = document.createElement('altcha-widget') as AltchaWidget;
  widget.hidden = true;
  widget.setAttribute('auto', 'off');
  widget.setAttribute('display', 'invisible');
  widget.setAttribute('workers', String(WORKERS));
  widget.setAttribute('challenge', JSON.stringify(challenge));
  widget.setAttribute(
    'configuration',
    JSON.stringify({ minDuration: 0, humanInteractionSignature: false }),
  );
  const ready = mounted(widget);
  document.body.append(widget);
  try {
    await ready;
    const result = await widget.verify();
    if (!result?.payload) throw new Error('The browser check could not be solved');
    return result.payload;
  } finally {
    widget.remove();
  }
}

/** A new challenge from `GET /api/challenge`, solved: the payload and when it expires. */
export async function solveNewChallenge(): Promise<{ payload: string; expiresAtMs: number }> {
  const challenge = await apiGet('/challenge', ChallengeSchema);
  const start = performance.now();
  const payload = await solveWithWidget(challenge);
  // What `npm run bench` reads: the solve alone (widget mount and workers included).
  performance.measure(SOLVE_MEASURE, { start });
  return { payload, expiresAtMs: (challenge.parameters.expiresAt ?? 0) * 1000 };
}
