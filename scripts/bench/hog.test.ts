import { describe, expect, it } from 'vitest';
import { startCpuHog, withCpuHog } from './hog';

/** Whether a process with this id exists (signal 0 only checks). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('bench CPU hog', () => {
  it('runs a child process until stopped, then leaves no exit or signal handler behind', async () => {
    const exitHandlers = process.listenerCount('exit');
    const termHandlers = process.listenerCount('SIGTERM');
    const hog = startCpuHog();
    expect(alive(hog.pid)).toBe(true);
    expect(process.listenerCount('exit')).toBe(exitHandlers + 1);
    expect(process.listenerCount('SIGTERM')).toBe(termHandlers + 1);
    await hog.stop();
    expect(alive(hog.pid)).toBe(false);
    expect(process.listenerCount('exit')).toBe(exitHandlers);
    expect(process.listenerCount('SIGTERM')).toBe(termHandlers);
    await hog.stop();
  });

  it('keeps the hog running during the measurement and stops it after', async () => {
    let pid = 0;
    const result = await withCpuHog((hog) => {
      pid = hog.pid;
      expect(alive(pid)).toBe(true);
      return Promise.resolve(42);
    });
    expect(result).toBe(42);
    expect(alive(pid)).toBe(false);
  });

  it('stops the hog when the measurement fails', async () => {
    let pid = 0;
    await expect(
      withCpuHog((hog) => {
        pid = hog.pid;
        return Promise.reject(new Error('Lighthouse failed'));
      }),
    ).rejects.toThrow('Lighthouse failed');
    expect(pid).toBeGreaterThan(0);
    expect(alive(pid)).toBe(false);
  });
});
