import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

/** The one admin app the benchmark scripts share (the emulators' project). */
export function benchApp(): App {
  return (
    getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-toy-store' })
  );
}

/** The emulator's Firestore, through that app. */
export function benchDb() {
  return getFirestore(benchApp());
}

/**
 * Takes the products a benchmark made for itself out of the catalogue once it is done, so the
 * audits that run after it measure the shop's own catalogue: the orders' 100,000-stock toys
 * without images came first in the default order (most stock first) and were `/catalog`'s
 * first cards in every full bench before session 9.
 */
export async function removeBenchProducts(ids: readonly string[]): Promise<void> {
  const db = benchDb();
  await Promise.all(ids.map((id) => db.doc(`products/${id}`).delete()));
}
