// Seeds the local Firebase emulators:  npx tsx scripts/seed/index.ts [--if-empty]
// Refuses to run unless both emulator hosts are set, so it can never touch a real project.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { coupons, faq, gallery, products, reviews, seedUsers } from './data';
import { ensureAuthUser } from './auth-users';
import type { SeedDoc } from './documents';
import { chunk, contentDocuments, seedMarker, userDocument } from './documents';
import { validateSeed } from './validate';

async function main(): Promise<void> {
  const missing = ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'].filter(
    (k) => !process.env[k],
  );
  if (missing.length > 0) {
    console.error(
      `✖ Refusing to seed: ${missing.join(' and ')} not set. The seed only runs against the local emulators.`,
    );
    process.exitCode = 1;
    return;
  }
  const ifEmpty = process.argv.slice(2).includes('--if-empty');
  const projectId = process.env.GCLOUD_PROJECT ?? 'demo-toy-store';

  validateSeed(); // throws before the first write

  const app = initializeApp({ projectId }, 'seed');
  try {
    const db = getFirestore(app);
    if (ifEmpty && (await db.doc('meta/seed').get()).exists) {
      console.log(`• ${projectId} is already seeded (meta/seed exists); nothing to do.`);
      return;
    }

    const auth = getAuth(app);
    const docs: SeedDoc[] = contentDocuments();
    for (const u of seedUsers) docs.push(userDocument(await ensureAuthUser(auth, u), u));

    const batches = chunk(docs);
    for (const part of batches) {
      const batch = db.batch();
      for (const d of part) batch.set(db.doc(d.path), d.data);
      await batch.commit();
    }
    // Written last and on its own: its presence means every batch above committed.
    const marker = seedMarker(new Date());
    await db.doc(marker.path).set(marker.data);

    console.log(
      `✔ Seeded ${projectId}: ${String(products.length)} products, ${String(gallery.length)} gallery items, ` +
        `${String(coupons.length)} coupons, ${String(reviews.length)} reviews, ${String(faq.length)} FAQ entries, ` +
        `${String(seedUsers.length)} users, stats (${String(docs.length + 1)} docs in ${String(batches.length + 1)} commits)`,
    );
  } finally {
    await deleteApp(app);
  }
}

main().catch((err: unknown) => {
  console.error('✖ Seeding failed:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
