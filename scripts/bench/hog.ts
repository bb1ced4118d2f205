// The busy machine of issue 24: a child Node process spins one core while a measurement runs,
// as other work does on a shopper's phone during a drop. It is killed when the measurement
// ends or fails, and when this process exits or is told to stop, so no loop outlives the bench.
import { spawn } from 'node:child_process';

export interface CpuHog {
  pid: number;
  /** Kills the loop; resolves once it has exited. */
  stop: () => Promise<void>;
}

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** Starts a child process that keeps one core busy (`for(;;){}`) until stopped. */
export function startCpuHog(): CpuHog {
  const child = spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' });
  const { pid } = child;
  if (pid === undefined) throw new Error('The CPU hog did not start');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  // On a signal: kill the loop, then let the signal end this process as it would have.
  const onSignal = (signal: NodeJS.Signals) => {
    kill();
    detach();
    process.kill(process.pid, signal);
  };
  const detach = () => {
    process.off('exit', kill);
    for (const signal of STOP_SIGNALS) process.off(signal, onSignal);
  };
  process.on('exit', kill);
  for (const signal of STOP_SIGNALS) process.on(signal, onSignal);
  return {
    pid,
    stop: async () => {
      detach();
      kill();
      await exited;
    },
  };
}

/** Runs `measure` while a CPU hog keeps one core busy; the hog is stopped whatever happens. */
export async function withCpuHog<T>(measure: (hog: CpuHog) => Promise<T>): Promise<T> {
  const hog = startCpuHog();
  try {
    return await measure(hog);
  } finally {
    await hog.stop();
  }
}
