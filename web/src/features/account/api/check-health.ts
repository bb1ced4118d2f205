import { HealthResponseSchema } from '@contract/health';
import { apiGet } from '@/lib/api-client';

/** An unanswered health check counts as down after this long. */
export const HEALTH_TIMEOUT_MS = 5000;

/** GET /api/health: true when the server answers ok (it decides server vs local save). */
export async function isServerHealthy(): Promise<boolean> {
  try {
    const { ok } = await apiGet('/health', HealthResponseSchema, {
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
    });
    return ok;
  } catch {
    return false;
  }
}
