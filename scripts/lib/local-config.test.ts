import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addSources,
  emulatorSources,
  parseCsp,
  withLocalPolicy,
  writeLocalConfig,
} from './local-config.mjs';

// The deployed policy is firebase.json's; the emulator scripts write firebase.local.json with
// the emulator origins added. Both are checked here without starting anything.

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}
interface FirebaseConfig {
  hosting: { headers: HeaderRule[] };
  emulators: { auth: { host: string; port: number } };
}

const root = join(import.meta.dirname, '..', '..');
const deployed = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as FirebaseConfig;
const authHost = `${deployed.emulators.auth.host}:${String(deployed.emulators.auth.port)}`;

/** The headers every Hosting answer gets: the rule for `**`. */
function everyResponse(config: FirebaseConfig): Map<string, string> {
  const rule = config.hosting.headers.find((candidate) => candidate.source === '**');
  if (!rule) throw new Error('no header rule for **');
  return new Map(rule.headers.map(({ key, value }) => [key.toLowerCase(), value]));
}

function policyOf(config: FirebaseConfig): Map<string, string[]> {
  const csp = everyResponse(config).get('content-security-policy');
  if (!csp) throw new Error('no Content-Security-Policy');
  return new Map(parseCsp(csp));
}

const LOCAL_ADDRESS = /localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0/i;

describe('the deployed firebase.json', () => {
  const policy = policyOf(deployed);

  it('when Hosting answers anything, then it sends the browser security headers', () => {
    const headers = everyResponse(deployed);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('permissions-policy')).toBe(
      'camera=(), microphone=(), geolocation=(), payment=()',
    );
  });

  it('when the CSP is read, then it has the required directives', () => {
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ]);
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://firebasestorage.googleapis.com',
    ]);
  });

  it('when script-src and style-src are read, then nothing inline, evaluated or wildcard is allowed', () => {
    for (const directive of ['script-src', 'style-src']) {
      const sources = policy.get(directive) ?? [];
      expect(sources).toEqual(["'self'"]);
      for (const source of sources) {
        expect(source).not.toMatch(/unsafe-|\*|^(https?|data|blob):?$/);
      }
    }
  });

  it('when any security header is read, then it names no local address', () => {
    for (const rule of deployed.hosting.headers) {
      for (const { value } of rule.headers) expect(value).not.toMatch(LOCAL_ADDRESS);
    }
  });
});

describe('the local policy (firebase.local.json)', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('when written for the emulators, then only connect-src gains the Auth emulator', () => {
    dir = mkdtempSync(join(tmpdir(), 'local-config-'));
    writeFileSync(join(dir, 'firebase.json'), JSON.stringify(deployed));
    const args = writeLocalConfig({ root: dir, authHost, env: {} });
    expect(args).toEqual(['--config', join(dir, 'firebase.local.json')]);

    const local = JSON.parse(
      readFileSync(join(dir, 'firebase.local.json'), 'utf8'),
    ) as FirebaseConfig;
    const localPolicy = policyOf(local);
    const deployedPolicy = policyOf(deployed);
    expect(localPolicy.get('connect-src')).toEqual([
      ...(deployedPolicy.get('connect-src') ?? []),
      'http://127.0.0.1:9099',
    ]);
    localPolicy.delete('connect-src');
    deployedPolicy.delete('connect-src');
    expect(localPolicy).toEqual(deployedPolicy);
    // Everything else is firebase.json as it is.
    expect({ ...local, hosting: { ...local.hosting, headers: [] } }).toEqual({
      ...deployed,
      hosting: { ...deployed.hosting, headers: [] },
    });
  });

  it('when a Storage emulator is configured, then img-src gains its download host', () => {
    expect(emulatorSources({ authHost, env: { STORAGE_EMULATOR_HOST: '127.0.0.1:9199' } })).toEqual(
      { 'connect-src': ['http://127.0.0.1:9099'], 'img-src': ['http://127.0.0.1:9199'] },
    );
    expect(
      emulatorSources({ authHost, env: { FIREBASE_STORAGE_EMULATOR_HOST: 'localhost:9199' } }),
    ).toEqual({ 'connect-src': ['http://127.0.0.1:9099'], 'img-src': ['http://localhost:9199'] });
  });

  it('when sources are added, then the input is untouched, duplicates are skipped and a missing directive starts from default-src', () => {
    expect(
      addSources("default-src 'self'; connect-src 'self' http://a", {
        'connect-src': ['http://a'],
      }),
    ).toBe("default-src 'self'; connect-src 'self' http://a");
    expect(addSources("default-src 'self'", { 'img-src': ['http://b'] })).toBe(
      "default-src 'self'; img-src 'self' http://b",
    );
    const before = structuredClone(deployed);
    withLocalPolicy(deployed, { 'connect-src': ['http://x'] });
    expect(deployed).toEqual(before);
  });

  it('when firebase.json has no CSP, then writing the local config fails loudly', () => {
    expect(() => withLocalPolicy({ hosting: { headers: [] } }, {})).toThrow(
      /no Content-Security-Policy/,
    );
  });
});
