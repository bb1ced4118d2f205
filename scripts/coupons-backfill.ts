// Gives every coupon `assignedEmails`, the lower-cased copy of `assignedTo` that the
// promocodes list and account deletion query:  npm run coupons:backfill
// Run once after deploying the field (coupons written since carry it already); idempotent,
// so running it again writes nothing, and safe while the shop is open. Runs against the
// emulators when FIRESTORE_EMULATOR_HOST is set, else against the project of the application
// default credentials (GOOGLE_CLOUD_PROJECT).
import { backfillAssignedEmails } from '../functions/src/features/coupons/backfill-assigned-emails';

const target = process.env.FIRESTORE_EMULATOR_HOST
  ? `the Firestore emulator at ${process.env.FIRESTORE_EMULATOR_HOST}`
  : `project ${process.env.GOOGLE_CLOUD_PROJECT ?? process.env.GCLOUD_PROJECT ?? '(from credentials)'}`;
console.log(`Backfilling the coupons' assignedEmails in ${target}...`);
const { scanned, updated } = await backfillAssignedEmails();
console.log(`✔ ${String(scanned)} coupons checked, ${String(updated)} updated.`);
