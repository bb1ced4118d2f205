import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time per kind of emulator process, from Linux's /proc (clock ticks of 10 ms): what a
 * burst costs on the 2 cores and where, since every emulator shares them.
 */
export type CpuSnapshot = Map<number, { kind: string; ticks: number }>;

/** The kind of an emulator process, from its command line. */
export function processKind(commandLine: string): string {
  if (commandLine.includes('functionsEmulatorRuntime')) return 'function workers';
  if (commandLine.includes('java') && commandLine.includes('firestore'))
    return 'Firestore emulator';
  if (commandLine.includes('firebase') && commandLine.includes('emulators:')) {
    return 'Hosting + Auth (firebase-tools)';
  }
  return 'other';
}

/**
 * A function worker's kind from its environment: the emulator starts one per function, and
 * `FUNCTION_TARGET` names it. The API's workers apart from the triggers' (stats, mail, ...).
 */
export function workerKind(environ: string): string {
  const target = /(?:^|\0)FUNCTION_TARGET=([^\0]*)/.exec(environ)?.[1];
  return target === 'api' ? 'API workers' : 'trigger workers';
}

/** utime + stime of a /proc/{pid}/stat line (fields 14 and 15; the name may hold spaces). */
export function statTicks(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

export function cpuSnapshot(): CpuSnapshot {
  const snapshot: CpuSnapshot = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const commandLine = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const ticks = statTicks(readFileSync(`/proc/${entry}/stat`, 'utf8'));
      let kind = processKind(commandLine);
      if (kind === 'function workers')
        kind = workerKind(readFileSync(`/proc/${entry}/environ`, 'utf8'));
      snapshot.set(Number(entry), { kind, ticks });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return snapshot;
}

/** CPU seconds spent per kind between two snapshots (processes started in between count whole). */
export function cpuSeconds(before: CpuSnapshot, after: CpuSnapshot): Record<string, number> {
  const spent: Record<string, number> = {};
  for (const [pid, { kind, ticks }] of after) {
    if (kind === 'other') continue;
    const delta = ticks - (before.get(pid)?.ticks ?? 0);
    if (delta > 0) spent[kind] = (spent[kind] ?? 0) + delta / 100;
  }
  return spent;
}
