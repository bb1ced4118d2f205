import { describe, expect, it } from 'vitest';
import { cpuSeconds, processKind, statTicks, workerKind } from './cpu';

describe('bench CPU accounting', () => {
  it('reads utime and stime even when the process name holds spaces', () => {
    const stat = '42 (node worker) S 1 42 42 0 -1 4194560 100 0 0 0 250 50 0 0 20 0 11 0';
    expect(statTicks(stat)).toBe(300);
  });

  it('sorts emulator processes by their command line', () => {
    expect(processKind('node /x/firebase-tools/lib/emulator/functionsEmulatorRuntime')).toBe(
      'function workers',
    );
    expect(processKind('java -jar /x/cloud-firestore-emulator-v1.19.jar')).toBe(
      'Firestore emulator',
    );
    expect(processKind('node /x/.bin/firebase emulators:exec --config f.json')).toBe(
      'Hosting + Auth (firebase-tools)',
    );
    expect(processKind('bash')).toBe('other');
  });

  it('tells the API workers from the triggers by the function they serve', () => {
    expect(workerKind('PATH=/bin\0FUNCTION_TARGET=api\0K_SERVICE=api')).toBe('API workers');
    expect(workerKind('FUNCTION_TARGET=orderStats\0PORT=80')).toBe('trigger workers');
    expect(workerKind('FUNCTION_TARGET=apiMail')).toBe('trigger workers');
  });

  it('counts what each kind spent between snapshots, new processes whole', () => {
    const before = new Map([[1, { kind: 'function workers', ticks: 100 }]]);
    const after = new Map([
      [1, { kind: 'function workers', ticks: 150 }],
      [2, { kind: 'function workers', ticks: 30 }],
      [3, { kind: 'other', ticks: 999 }],
    ]);
    expect(cpuSeconds(before, after)).toEqual({ 'function workers': 0.8 });
  });
});
