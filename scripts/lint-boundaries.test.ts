// The import boundaries in eslint.config.mjs, proved on code that breaks them: a feature's
// inner file imported from outside fails lint, the same thing through its doors passes.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '..');
// Only the import rules, and no type information (they need none): quick, and the probe
// files need not exist.
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId.startsWith('import-x/'),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

/** The import-x messages for `code` as if it were the file at `filePath`. */
async function importProblems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

const boundary = (message: string) => ({
  ruleId: 'import-x/no-restricted-paths',
  message: expect.stringContaining(message) as string,
});

describe('web feature boundaries', () => {
  const probe = 'web/src/features/catalog/boundary-probe.ts';

  it("when a feature imports another feature's inner file, then lint fails", async () => {
    const code = "export { useCartStore } from '@/features/cart/stores/cart-store';\n";
    expect(await importProblems(probe, code)).toEqual([
      boundary('Use another feature only through its index.ts or shell.ts'),
    ]);
  });

  it('when the inner file is reached by a relative path or import(), then lint fails too', async () => {
    const code = [
      "export { useCartStore } from '../cart/stores/cart-store';",
      "export const load = () => import('@/features/home/components/home-page');",
    ].join('\n');
    expect(await importProblems(probe, code)).toHaveLength(2);
  });

  it('when a feature imports another through its index.ts or shell.ts, then it passes', async () => {
    const code = [
      "export { useCartStore } from '@/features/cart';",
      "export { loadHomePage } from '@/features/home/shell';",
    ].join('\n');
    expect(await importProblems(probe, code)).toEqual([]);
  });

  it('when the app imports an inner file of a feature, then lint fails', async () => {
    const code = "export { CartDrawer } from '@/features/cart/components/cart-drawer';\n";
    expect(await importProblems('web/src/app/layout/boundary-probe.tsx', code)).toEqual([
      boundary('The app uses a feature only through its index.ts or shell.ts'),
    ]);
  });

  it('when a shared folder or a feature imports upwards, then lint fails', async () => {
    const fromLib = "export { useCartStore } from '@/features/cart';\n";
    expect(await importProblems('web/src/lib/boundary-probe.ts', fromLib)).toEqual([
      boundary('Shared folders do not import features or the app'),
    ]);
    const fromFeature = "export { createQueryClient } from '@/app/provider';\n";
    expect(await importProblems(probe, fromFeature)).toEqual([
      boundary('Features do not import the app'),
    ]);
  });
});

describe('functions feature boundaries', () => {
  const probe = 'functions/src/features/orders/boundary-probe.ts';

  it("when a feature imports another feature's inner file, then lint fails", async () => {
    const code = "export { couponsRepository } from '../coupons/coupons.repository';\n";
    expect(await importProblems(probe, code)).toEqual([
      boundary('Use another feature only through its index.ts'),
    ]);
  });

  it('when a feature imports another through its index.ts, then it passes', async () => {
    const code = "export { couponsRepository } from '../coupons';\n";
    expect(await importProblems(probe, code)).toEqual([]);
  });

  it('when core/ imports a feature, then lint fails', async () => {
    const code = "export { couponsRepository } from '../features/coupons';\n";
    expect(await importProblems('functions/src/core/boundary-probe.ts', code)).toEqual([
      boundary('core/ and contract/ do not import features'),
    ]);
  });
});

describe('import cycles', () => {
  it('when two modules import each other, then lint fails', async () => {
    // api-client.ts imports api-error.ts: an api-error.ts that imports api-client closes the loop.
    const code = "export { apiGet } from './api-client';\n";
    const problems = await importProblems('web/src/lib/api-error.ts', code);
    expect(problems.map(({ ruleId }) => ruleId)).toEqual(['import-x/no-cycle']);
  });
});
