// Gives every account and every order its admin search tokens (`searchTokens`, issue 25):
//   npm run search:backfill
// Run once after deploying the admin search (accounts and orders written since carry them
// already; until it runs, older ones are found only by order id and number). Idempotent: a
// second run writes nothing, and it is safe while the shop is open (a page of 300 at a time,
// each document written only when its tokens differ). Runs against the emulators when
// FIRESTORE_EMULATOR_HOST is set, else against the project of the application default
// credentials (GOOGLE_CLOUD_PROJECT).
import { usersRepository } from '../functions/src/features/auth';
import { storedOrdersRepository } from '../functions/src/features/orders';

const target = process.env.FIRESTORE_EMULATOR_HOST
  ? `the Firestore emulator at ${process.env.FIRESTORE_EMULATOR_HOST}`
  : `project ${process.env.GOOGLE_CLOUD_PROJECT ?? process.env.GCLOUD_PROJECT ?? '(from credentials)'}`;
console.log(`Backfilling the admin search tokens in ${target}...`);
const accounts = await usersRepository.backfillSearchTokens();
const orders = await storedOrdersRepository.backfillSearchTokens();
console.log(`✔ ${String(accounts)} accounts and ${String(orders)} orders updated.`);
