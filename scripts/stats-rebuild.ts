// Recomputes the stats rollups from a full scan of the orders:  npm run stats:rebuild
// For a project that had orders before the rollup trigger was deployed, or to repair the
// rollups. Runs against the emulators when FIRESTORE_EMULATOR_HOST is set, else against the
// project of the application default credentials (GOOGLE_CLOUD_PROJECT). Run it while orders
// are quiet: an order written during the scan may be counted twice or not at all.
import { rebuildStatsRollups } from '../functions/src/features/stats/stats-rollups.service';
import { liveStatsStore } from '../functions/src/features/stats/stats-store';

const target = process.env.FIRESTORE_EMULATOR_HOST
  ? `the Firestore emulator at ${process.env.FIRESTORE_EMULATOR_HOST}`
  : `project ${process.env.GOOGLE_CLOUD_PROJECT ?? process.env.GCLOUD_PROJECT ?? '(from credentials)'}`;
console.log(`Rebuilding the stats rollups in ${target}...`);
const { orders } = await rebuildStatsRollups(liveStatsStore());
console.log(`✔ Rollups rebuilt from ${String(orders)} orders.`);
