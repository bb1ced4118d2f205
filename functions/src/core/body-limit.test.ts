import { describe, expect, it } from 'vitest';
import {
  API_BASELINE_BYTES,
  API_CONCURRENCY,
  API_MEMORY_BYTES,
  DEFAULT_BODY_LIMIT,
  peakRequestBytes,
  RUNTIME_BODY_LIMIT,
  UPLOAD_BODY_LIMIT,
} from './body-limit';

const MiB = 1024 * 1024;

/**
 * The largest body each kind of request can bring. Reviews are modelled at the runtime's own
 * limit, whatever their cap, and any route can be sent a JSON body of that size, which the
 * runtime parses before our 413.
 */
const largest = [
  peakRequestBytes('json', DEFAULT_BODY_LIMIT),
  peakRequestBytes('json', RUNTIME_BODY_LIMIT),
  peakRequestBytes('data-url-json', UPLOAD_BODY_LIMIT),
  peakRequestBytes('data-url-json', RUNTIME_BODY_LIMIT),
  peakRequestBytes('multipart-images', RUNTIME_BODY_LIMIT),
];

describe('api memory budget', () => {
  it('when every concurrent request carries the largest body, then they fit in the memory', () => {
    const worst = Math.max(...largest);
    expect(worst).toBe(176 * MiB);
    expect(API_BASELINE_BYTES + API_CONCURRENCY * worst).toBeLessThanOrEqual(API_MEMORY_BYTES);
  });

  it('when the upload cap is used, then a 5 MB image as a data URL (about 6.7 MB) fits under it', () => {
    const dataUrlBytes = 'data:image/jpeg;base64,'.length + Math.ceil((5 * 1_000_000) / 3) * 4;
    expect(dataUrlBytes).toBeLessThanOrEqual(UPLOAD_BODY_LIMIT);
    expect(UPLOAD_BODY_LIMIT).toBeLessThanOrEqual(RUNTIME_BODY_LIMIT);
  });

  it('when a multipart review is at the runtime limit, then its peak counts the raw body and two copies of the files', () => {
    expect(peakRequestBytes('multipart-images', RUNTIME_BODY_LIMIT)).toBe(32 * MiB + 50 * MiB);
  });
});
