import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TrackRequestSchema } from '@contract/admin';
import { OkSchema } from '@contract/common';
import { apiSend } from '@/lib/api-client';

export type TrackRequest = z.input<typeof TrackRequestSchema>;

/** POST /api/track: records that a parcel was looked up on the external portal. */
export function recordTrackingLookup(request: TrackRequest) {
  return apiSend('POST', '/track', request, OkSchema, { fallbackMessage: 'Track error' });
}

export function useRecordTrackingLookup() {
  return useMutation({ mutationFn: recordTrackingLookup });
}
