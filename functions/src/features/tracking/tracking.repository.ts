import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../core/firebase';

/**
 * `trackingLookups/{autoId}` {carrier, code, at, uid}: one per parcel lookup a shopper made
 * on the external portal. Written by the server only; clients can neither read nor write it.
 */
export interface TrackingLookup {
  carrier: string;
  code: string;
  uid: string | null;
}

export const trackingRepository = {
  async record(lookup: TrackingLookup): Promise<void> {
    await db.collection('trackingLookups').add({ ...lookup, at: Timestamp.now() });
  },
};
