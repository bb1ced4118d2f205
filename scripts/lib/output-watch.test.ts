import { describe, expect, it } from 'vitest';
import { createOutputWatch, METADATA_WARNING } from './output-watch.mjs';

const warning =
  '(node:7283) MetadataLookupWarning: received unexpected error = All promises were rejected code = UNKNOWN\n';

describe('createOutputWatch', () => {
  it('when the output never prints the warning, then nothing is found', () => {
    const watch = createOutputWatch(METADATA_WARNING);
    for (const line of [
      '✔  functions: Loaded functions definitions\n',
      'Test Files  3 passed (3)\n',
    ]) {
      expect(watch.push(line)).toBe(false);
    }
    expect(watch.found).toBe(false);
  });

  it('when a chunk prints the warning, then it is found and stays found', () => {
    const watch = createOutputWatch(METADATA_WARNING);
    expect(watch.push('i  functions: starting\n')).toBe(false);
    expect(watch.push(warning)).toBe(true);
    expect(watch.push('✔  Script exited successfully (code 0)\n')).toBe(true);
    expect(watch.found).toBe(true);
  });

  it('when the warning is split across chunks, even one character at a time, then it is found', () => {
    const split = createOutputWatch(METADATA_WARNING);
    split.push('(node:1) Metadata');
    expect(split.push('LookupWarning: ...')).toBe(true);

    const byChar = createOutputWatch(METADATA_WARNING);
    for (const char of warning) byChar.push(char);
    expect(byChar.found).toBe(true);
  });

  it('when only parts of the word appear, apart, then nothing is found', () => {
    const watch = createOutputWatch(METADATA_WARNING);
    watch.push('Metadata');
    watch.push(' lookup ');
    watch.push('LookupWarning');
    expect(watch.found).toBe(false);
  });

  it('when the needle is one character, then the watch keeps no growing tail', () => {
    const watch = createOutputWatch('!');
    expect(watch.push('abc')).toBe(false);
    expect(watch.push('d!')).toBe(true);
  });
});
