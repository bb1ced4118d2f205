import { describe, expect, it } from 'vitest';
import { config } from 'zod';
import './zod-jitless';

describe('zod-jitless', () => {
  it('when loaded, then zod runs without compiling parsers (no eval under the CSP)', () => {
    expect(config().jitless).toBe(true);
  });
});
