import { beforeEach, describe, expect, it, vi } from 'vitest';

// The review write fails after its images were stored: they must not stay behind.
const save = vi.fn<(image: unknown) => Promise<{ url: string; name: string }>>();
const discard = vi.fn<(names: readonly string[]) => Promise<void>>();
const create = vi.fn<(review: unknown) => Promise<{ id: string }>>();

vi.mock('../uploads/uploads.service', () => ({ uploadsService: { save, discard } }));
vi.mock('./reviews.repository', () => ({ reviewsRepository: { create } }));

const { reviewsService } = await import('./reviews.service');

/** The smallest valid PNG signature plus padding: enough for the type check. */
const png = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(16)]);

const submission = (files: Buffer[]) => ({
  fields: { name: 'Ann', email: 'ann@example.com', title: 'Great', comment: 'Lovely box' },
  files,
  multipart: true,
  signedIn: true,
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

  it('when the review write fails, then the stored images are deleted and the error goes on', async () => {
    create.mockRejectedValue(new Error('firestore down'));
    await expect(reviewsService.submit(submission([png(), png()]))).rejects.toThrow(
      'firestore down',
    );
    expect(discard).toHaveBeenCalledWith(['1.png', '2.png']);
  });

  it('when one image fails to store, then the others are deleted and nothing is created', async () => {
    save.mockResolvedValueOnce({ url: '/api/uploads/a.png', name: 'a.png' });
    save.mockRejectedValueOnce(new Error('bucket full'));
    await expect(reviewsService.submit(submission([png(), png()]))).rejects.toThrow('bucket full');
    expect(create).not.toHaveBeenCalled();
    expect(discard).toHaveBeenCalledWith(['a.png']);
  });
});
