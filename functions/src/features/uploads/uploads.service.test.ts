import { beforeEach, describe, expect, it, vi } from 'vitest';

// The local folder's delete fails for one image: the others still go, nothing is thrown.
const remove = vi.fn<(name: string) => Promise<void>>();
const discardFailed = vi.fn();

vi.mock('../../core/env', () => ({ uploadStorageConfig: () => ({ kind: 'local-folder' }) }));
vi.mock('../../core/audit-log', () => ({ auditLog: { write: vi.fn() } }));
vi.mock('./local-folder-store', () => ({
  localFolderStore: () => ({ description: 'test folder', save: vi.fn(), remove, read: vi.fn() }),
}));
vi.mock('./uploads.log', () => ({ uploadsLog: { storeChosen: vi.fn(), discardFailed } }));

const { uploadsService } = await import('./uploads.service');

const a = `${'a'.repeat(32)}.png`;
const b = `${'b'.repeat(32)}.jpg`;

describe('uploadsService.discardUrls', () => {
  beforeEach(() => {
    remove.mockReset().mockResolvedValue(undefined);
    discardFailed.mockReset();
  });

  it('when given URLs of stored images, then each stored name is removed; other URLs are left alone', async () => {
    await uploadsService.discardUrls([
      `/api/uploads/${a}`,
      '/img/seed/robot.svg',
      `/api/uploads/${b}`,
    ]);
    expect(remove.mock.calls).toEqual([[a], [b]]);
    expect(discardFailed).not.toHaveBeenCalled();
  });

  it('when a removal fails, then the call still resolves and the names left behind are logged', async () => {
    remove.mockImplementation((name) =>
      name === a ? Promise.reject(new Error('permission denied')) : Promise.resolve(),
    );
    await expect(
      uploadsService.discardUrls([`/api/uploads/${a}`, `/api/uploads/${b}`]),
    ).resolves.toBeUndefined();
    expect(remove).toHaveBeenCalledTimes(2);
    expect(discardFailed).toHaveBeenCalledWith({ images: 2, failed: 1, left: [a] });
  });
});
