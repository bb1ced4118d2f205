import type { SessionUser } from '../../core/auth';
import { trackingRepository } from './tracking.repository';

export const trackingService = {
  /**
   * Records that someone looked a parcel up (POST /api/track). The code is
   * not personal data, but it is not written to the function logs either: it stays in
   * Firestore, where only the server reads it.
   */
  async recordLookup(
    lookup: { carrier: string; code: string },
    caller: SessionUser | null,
  ): Promise<void> {
    await trackingRepository.record({ ...lookup, uid: caller?.uid ?? null });
  },
};
