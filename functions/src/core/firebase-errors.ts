/**
 * What a Firebase Admin call's error says, read in one place. Firestore (through gRPC) fails
 * with a numeric `code`; Firebase Auth and the Admin app fail with strings such as
 * `'auth/user-not-found'` or `'app/network-error'`. Callers ask by name, never by number.
 */

/** gRPC status codes by name, as the Admin SDK's Firestore errors carry them in `code`. */
export const GRPC_CODES = {
  CANCELLED: 1,
  UNKNOWN: 2,
  INVALID_ARGUMENT: 3,
  DEADLINE_EXCEEDED: 4,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  PERMISSION_DENIED: 7,
  RESOURCE_EXHAUSTED: 8,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
  OUT_OF_RANGE: 11,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
  UNAVAILABLE: 14,
  DATA_LOSS: 15,
  UNAUTHENTICATED: 16,
} as const;

export type GrpcCodeName = keyof typeof GRPC_CODES;

const NAMES = new Map<unknown, GrpcCodeName>(
  Object.entries(GRPC_CODES).map(([name, code]) => [code, name as GrpcCodeName]),
);

/** A string code of Firebase Auth or the Admin app (`'auth/...'`, `'app/...'`). */
export type AdminErrorCode = `${'auth' | 'app'}/${string}`;

/** The `code` an error carries when it is a number or a string; undefined otherwise. */
export function errorCode(err: unknown): number | string | undefined {
  if (typeof err !== 'object' || err === null || !('code' in err)) return undefined;
  const { code } = err;
  return typeof code === 'number' || typeof code === 'string' ? code : undefined;
}

/** The gRPC code's name of a Firestore error; undefined for anything else. */
export function firestoreCode(err: unknown): GrpcCodeName | undefined {
  return NAMES.get(errorCode(err));
}

/** Whether `err` is a Firestore error with one of the given codes. */
export function isFirestoreError(err: unknown, ...names: readonly GrpcCodeName[]): boolean {
  const name = firestoreCode(err);
  return name !== undefined && names.includes(name);
}

/** The string code of a Firebase Auth or Admin app error; undefined for others. */
export function adminErrorCode(err: unknown): string | undefined {
  const code = errorCode(err);
  return typeof code === 'string' ? code : undefined;
}

/** Whether `err` is a Firebase Auth or Admin app error with one of the given codes. */
export function isAdminError(err: unknown, ...codes: readonly AdminErrorCode[]): boolean {
  const code = adminErrorCode(err);
  return code !== undefined && (codes as readonly string[]).includes(code);
}
