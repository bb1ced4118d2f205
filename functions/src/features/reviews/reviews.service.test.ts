import { beforeEach, describe, expect, it, vi } from 'vitest';

// The review write fails after its images were stored: they must not stay behind.
const save = vi.fn<(image: unknown) => Promise<{ url: string; name: string }>>();
const discard = vi.fn<(names: readonly string[]) => Promise<void>>();
const discardUrls = vi.fn<(urls: readonly string[]) => Promise<void>>();
const create = vi.fn<(review: unknown) => Promise<{ id: string }>>();
const update = vi.fn<(id: string, change: (current: unknown) => unknown) => Promise<unknown>>();
const remove = vi.fn<(id: string) => Promise<{ images: string[] }>>();

vi.mock('../uploads/uploads.service', () => ({ uploadsService: { save, discard, discardUrls } }));
vi.mock('./reviews.repository', () => ({
  reviewsRepository: { create, update, delete: remove },
}));

const { reviewsService } = await import('./reviews.service');
const { DeadlineExceeded } = await import('../../core/deadline');

const { PLAIN_PNG, pngMetadataChunks, pngWith } = await import('../../testing/image-fixtures');

/** A real tiny PNG (the image check walks its chunks). */
const png = () => Buffer.from(PLAIN_PNG);

const submission = (files: Buffer[]) => ({
  fields: { name: 'Ann', email: 'ann@example.com', title: 'Great', comment: 'Lovely box' },
  files,
  multipart: true,
  uid: 'u1',
});

describe('reviewsService.submit', () => {
  beforeEach(() => {
    let n = 0;
    save.mockReset().mockImplementation(() => {
      n += 1;
      return Promise.resolve({ url: `/api/uploads/${String(n)}.png`, name: `${String(n)}.png` });
    });
    discard.mockReset().mockResolvedValue(undefined);
    create.mockReset();
  });

  it('when the review is saved, then its images are kept', async () => {
    create.mockResolvedValue({ id: 'r1' });
    await expect(reviewsService.submit(submission([png(), png()]))).resolves.toEqual({
      id: 'r1',
      status: 'pending',
    });
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ images: ['/api/uploads/1.png', '/api/uploads/2.png'] }),
    );
    expect(discard).not.toHaveBeenCalled();
  });

  it('when a photo carries metadata, then the image handed to the store has none', async () => {
    create.mockResolvedValue({ id: 'r2' });
    await reviewsService.submit(submission([pngWith(pngMetadataChunks())]));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]?.[0]).toEqual({ bytes: PLAIN_PNG, kind: 'png' });
  });

  it('when the review write fails, then the stored images are deleted and the error goes on', async () => {
    create.mockRejectedValue(new Error('firestore down'));
    await expect(reviewsService.submit(submission([png(), png()]))).rejects.toThrow(
      'firestore down',
    );
    expect(discard).toHaveBeenCalledWith(['1.png', '2.png']);
  });

  it.each([
    ['Firestore is unavailable', Object.assign(new Error('unavailable'), { code: 14 })],
    ['the write outlives its deadline', new DeadlineExceeded('review write', 5_000)],
  ])(
    'when the review write has no answer because %s, then its images are kept: the review may have been saved',
    async (_why, error) => {
      create.mockRejectedValue(error);
      await expect(reviewsService.submit(submission([png()]))).rejects.toBe(error);
      expect(create).toHaveBeenCalledTimes(1);
      expect(discard).not.toHaveBeenCalled();
    },
  );

  it('when one image fails to store, then the others are deleted and nothing is created', async () => {
    save.mockResolvedValueOnce({ url: '/api/uploads/a.png', name: 'a.png' });
    save.mockRejectedValueOnce(new Error('bucket full'));
    await expect(reviewsService.submit(submission([png(), png()]))).rejects.toThrow('bucket full');
    expect(create).not.toHaveBeenCalled();
    expect(discard).toHaveBeenCalledWith(['a.png']);
  });
});

describe('reviewsService moderation and deletion', () => {
  const images = ['/api/uploads/a.png', '/api/uploads/b.png'];
  const stored = (status: 'pending' | 'approved' | 'rejected') => ({ id: 'r1', status, images });
  /** The fields the moderation wrote, as the repository's transaction would apply them. */
  let written: unknown;

  beforeEach(() => {
    discardUrls.mockReset().mockResolvedValue(undefined);
    update.mockReset().mockImplementation((_id, change) => {
      written = change(stored('pending'));
      return Promise.resolve({ ...stored('pending'), ...(written as object) });
    });
    remove.mockReset().mockResolvedValue({ images });
  });

  it('when a review is rejected, then it forgets its images in the same write and the files go', async () => {
    await reviewsService.moderate('r1', 'reject', 'admin@example.com');
    expect(written).toEqual({ status: 'rejected', images: [] });
    expect(discardUrls).toHaveBeenCalledWith(images);
  });

  it('when a review is approved, then its images stay', async () => {
    await reviewsService.moderate('r1', 'approve', 'admin@example.com');
    expect(written).toEqual({ status: 'approved' });
    expect(discardUrls).not.toHaveBeenCalled();
  });

  it('when a review is deleted, then the files of its images are deleted after it', async () => {
    await reviewsService.delete('r1', 'admin@example.com');
    expect(remove).toHaveBeenCalledWith('r1', {
      action: 'review.deleted',
      actor: 'admin@example.com',
    });
    expect(discardUrls).toHaveBeenCalledWith(images);
  });

  it('when the review is missing, then nothing is discarded and the error goes on', async () => {
    remove.mockRejectedValue(new Error('Review not found'));
    await expect(reviewsService.delete('r1', 'admin@example.com')).rejects.toThrow('not found');
    expect(discardUrls).not.toHaveBeenCalled();
  });
});
