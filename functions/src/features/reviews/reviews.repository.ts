import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  ReviewSchema,
  ReviewVoteSchema,
  type Review,
  type ReviewVote,
} from '../../contract/review';
import { auditLog, type AuditEntry } from '../../core/audit-log';
import { AppError, notFound } from '../../core/errors';
import { db } from '../../core/firebase';
import { isFirestoreError } from '../../core/firebase-errors';
import {
  FORMER_CUSTOMER,
  updateAuthoredBy,
  updateMatching,
  type AccountToForget,
} from '../../core/forget-account';
import { ConflictRetriesExhausted, retryOnConflict } from '../../core/conflict-retry';
import { voteDelta } from './review-rules';
import { reviewsLog } from './reviews.log';

export const reviewErrors = {
  notFound: () => notFound('Review not found'),
  busy: () =>
    new AppError('busy', 'Too many votes on this review at once right now. Please try again.', 503),
};

/**
 * A review as stored: `reviews/{id}`, dates as Timestamps, no per-viewer `userVote`, plus
 * who it belongs to (never answered, so the contract does not carry them): `uid`, the
 * account that wrote it (null for a guest), and for reviews the store enters itself,
 * `enteredBy`, the admin's uid (their e-mail is the review's address). Account deletion
 * finds a person's reviews by these, never by an e-mail anyone could have typed.
 */
export type NewReview = Omit<Review, 'id' | 'createdAt' | 'userVote' | 'adminResponseAt'> & {
  uid: string | null;
  enteredBy?: string;
};
type Audit = Omit<AuditEntry, 'target'>;

const reviews = () => db.collection('reviews');
const iso = (value: unknown) => (value instanceof Timestamp ? value.toDate().toISOString() : value);

/** Parsed through the contract; a document that does not match is logged and skipped. */
function toReview(snap: DocumentSnapshot): Review | null {
  const data = snap.data();
  if (!data) return null;
  const { createdAt, adminResponseAt, ...rest } = data;
  const parsed = ReviewSchema.safeParse({
    ...rest,
    // Per viewer, worked out for each answer: never stored, never read back.
    userVote: undefined,
    id: snap.id,
    createdAt: iso(createdAt),
    ...(adminResponseAt === undefined ? {} : { adminResponseAt: iso(adminResponseAt) }),
  });
  if (!parsed.success) {
    reviewsLog.unreadable(snap.id);
    return null;
  }
  return parsed.data;
}

const readable = (snaps: DocumentSnapshot[]) =>
  snaps.map(toReview).filter((r): r is Review => r !== null);

function existing(snap: DocumentSnapshot): Review {
  const review = snap.exists ? toReview(snap) : null;
  if (!review) throw reviewErrors.notFound();
  return review;
}

const voteOf = (snap: DocumentSnapshot): ReviewVote | null => {
  const parsed = ReviewVoteSchema.safeParse(snap.get('vote'));
  return snap.exists && parsed.success ? parsed.data : null;
};

/** Most attempts of one vote that keeps losing races before a 503. */
const VOTE_MAX_ATTEMPTS = 25;

/**
 * One vote, written without read locks: the voter's own vote document is read plainly and
 * written back only if it has not changed since (`lastUpdateTime`, or `create` when there was
 * none), in one atomic batch with the review's counters moved by `increment`. A lost race
 * (FAILED_PRECONDITION, ALREADY_EXISTS) reads again; no voter ever waits on another's lock,
 * and the counts always equal the votes stored.
 */
async function applyVote(review: DocumentReference, uid: string, vote: ReviewVote) {
  const voteRef = review.collection('votes').doc(uid);
  const current = await voteRef.get();
  const delta = voteDelta(voteOf(current), vote);
  if (delta.helpfulVotes === 0 && delta.unhelpfulVotes === 0) return;
  const now = Timestamp.now();
  const batch = db.batch();
  if (current.exists && current.updateTime) {
    batch.update(voteRef, { vote, updatedAt: now }, { lastUpdateTime: current.updateTime });
  } else {
    batch.create(voteRef, { vote, createdAt: now, updatedAt: now });
  }
  batch.update(review, {
    helpfulVotes: FieldValue.increment(delta.helpfulVotes),
    unhelpfulVotes: FieldValue.increment(delta.unhelpfulVotes),
  });
  await batch.commit();
}

export const reviewsRepository = {
  /** Approved reviews, newest first. Index: reviews (status, createdAt desc). */
  async listApproved(): Promise<Review[]> {
    const snap = await reviews()
      .where('status', '==', 'approved')
      .orderBy('createdAt', 'desc')
      .get();
    return readable(snap.docs);
  },

  /** Every review, newest first (admin). */
  async listAll(): Promise<Review[]> {
    return readable((await reviews().orderBy('createdAt', 'desc').get()).docs);
  },

  async get(id: string): Promise<Review> {
    return existing(await reviews().doc(id).get());
  },

  /** The caller's votes on the given reviews, in one round trip (`reviews/{id}/votes/{uid}`). */
  async votesOf(uid: string, reviewIds: string[]): Promise<Map<string, ReviewVote>> {
    const votes = new Map<string, ReviewVote>();
    if (reviewIds.length === 0) return votes;
    const refs = reviewIds.map((id) => reviews().doc(id).collection('votes').doc(uid));
    const snaps = await db.getAll(...refs);
    snaps.forEach((snap, i) => {
      const vote = voteOf(snap);
      const id = reviewIds[i];
      if (vote && id) votes.set(id, vote);
    });
    return votes;
  },

  /** A new review under a generated id; with `audit`, the entry commits with it. */
  async create(review: NewReview, audit?: Audit): Promise<Review> {
    const ref = reviews().doc();
    const createdAt = Timestamp.now();
    await db.runTransaction((tx) => {
      tx.create(ref, { ...review, createdAt });
      if (audit) auditLog.inTransaction(tx, { ...audit, target: ref.id }, createdAt);
      return Promise.resolve();
    });
    return ReviewSchema.parse({ ...review, id: ref.id, createdAt: iso(createdAt) });
  },

  /**
   * The caller's vote on an approved review (404 for any other, as for an unknown one).
   * The review's status is read without a lock: every voter shares that document.
   */
  async vote(reviewId: string, uid: string, vote: ReviewVote): Promise<Review> {
    const ref = reviews().doc(reviewId);
    if (existing(await ref.get()).status !== 'approved') throw reviewErrors.notFound();
    try {
      await retryOnConflict(() => applyVote(ref, uid, vote), { maxAttempts: VOTE_MAX_ATTEMPTS });
    } catch (err) {
      // Deleted between the read and the write: the batch's update finds no review.
      if (isFirestoreError(err, 'NOT_FOUND')) throw reviewErrors.notFound();
      if (!(err instanceof ConflictRetriesExhausted)) throw err;
      reviewsLog.voteContention({ reviewId, attempts: err.attempts });
      throw reviewErrors.busy();
    }
    return existing(await ref.get());
  },

  /**
   * Reads the review in a transaction, lets `change` decide the fields to write (it may refuse
   * with a 409), and writes them with the audit entry.
   */
  update(
    id: string,
    change: (current: Review, now: Timestamp) => DocumentData,
    audit: Audit,
  ): Promise<Review> {
    const ref = reviews().doc(id);
    return db.runTransaction(async (tx: Transaction) => {
      const current = existing(await tx.get(ref));
      const now = Timestamp.now();
      const fields = change(current, now);
      tx.update(ref, fields);
      auditLog.inTransaction(tx, { ...audit, target: id }, now);
      // The review as it now stands: written values in, deleted fields (FieldValue) out.
      const kept = Object.entries(current).filter(([key]) => !(key in fields));
      const written = Object.entries(fields)
        .filter(([, value]) => !(value instanceof FieldValue))
        .map(([key, value]) => [key, iso(value)] as const);
      return ReviewSchema.parse(Object.fromEntries([...kept, ...written]));
    });
  },

  /**
   * The review and its votes (404 when there is none); the audit entry follows. Answers the
   * image URLs it had, for the caller to delete the files.
   */
  async delete(id: string, audit: Audit): Promise<{ images: string[] }> {
    const ref = reviews().doc(id);
    const snap = await ref.get();
    if (!snap.exists) throw reviewErrors.notFound();
    const images: unknown = snap.get('images');
    await db.recursiveDelete(ref);
    await auditLog.write({ ...audit, target: id });
    return {
      images: Array.isArray(images) ? images.filter((u): u is string => typeof u === 'string') : [],
    };
  },

  /**
   * Account deletion: the account's reviews (with their votes and the store's answer) stay, as
   * what was said, without who said it (core/forget-account.ts, `updateAuthoredBy`). Reviews
   * it entered for the store as an admin (`enteredBy`) keep their name and lose only the
   * admin's address. Returns how many it changed.
   */
  async forgetAccount(account: AccountToForget): Promise<number> {
    const anonymised = (doc: DocumentSnapshot) =>
      doc.get('enteredBy') === undefined ? FORMER_CUSTOMER : { email: FORMER_CUSTOMER.email };
    const counts = await Promise.all([
      updateMatching(reviews().where('enteredBy', '==', account.uid), anonymised),
      updateAuthoredBy(reviews(), account, anonymised),
    ]);
    return counts[0] + counts[1];
  },
};
