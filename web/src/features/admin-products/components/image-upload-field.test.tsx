import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@contract/admin-catalog';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch, sentJson } from '@/testing/route-fetch';
import { ImageUploadField, imageFileProblem } from './image-upload-field';

/** Picks `file` in the file dialog; `accept` is only a hint there ("All files" is a choice). */
const pick = (file: File) =>
  userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Upload image'), file);

describe('imageFileProblem', () => {
  it('when the file is not a JPEG, PNG, WebP or GIF, or above 5 MB, then it says why', () => {
    expect(imageFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageFileProblem({ type: 'image/gif', size: UPLOAD_MAX_BYTES })).toBeNull();
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toBe(
      'Choose a JPEG, PNG, WebP or GIF image',
    );
    expect(imageFileProblem({ type: 'image/jpeg', size: UPLOAD_MAX_BYTES + 1 })).toBe(
      'The image is larger than 5 MB',
    );
  });
});

describe('ImageUploadField', () => {
  it('accepts only the image types the server takes', () => {
    routeFetch({});
    renderRoute(<ImageUploadField onUploaded={vi.fn()} />);
    expect(screen.getByLabelText('Upload image')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp,image/gif',
    );
  });

  it('when a text file is picked, then nothing is uploaded and the field says why', async () => {
    const fetchMock = routeFetch({});
    renderRoute(<ImageUploadField onUploaded={vi.fn()} />);
    await pick(new File(['hello'], 'notes.png', { type: 'text/plain' }));
    expect(screen.getByText('Choose a JPEG, PNG, WebP or GIF image')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when an image is picked, then it is sent as a data URL and its URL handed over', async () => {
    const onUploaded = vi.fn<(url: string) => void>();
    const fetchMock = routeFetch({
      'POST /api/admin/upload': () => ({ url: '/api/uploads/abc.png' }),
    });
    renderRoute(<ImageUploadField onUploaded={onUploaded} />);
    await pick(new File([new Uint8Array([137, 80, 78, 71])], 'rabbit.png', { type: 'image/png' }));

    expect(await screen.findByText('Image uploaded')).toBeVisible();
    expect(onUploaded).toHaveBeenCalledWith('/api/uploads/abc.png');
    expect(sentJson(fetchMock)).toEqual({
      image: expect.stringMatching(/^data:image\/png;base64,/) as unknown,
      name: 'rabbit.png',
    });
    expect(screen.getByRole('img', { name: 'Uploaded image preview' })).toHaveAttribute(
      'src',
      '/api/uploads/abc.png',
    );
  });

  it('when the server refuses the image, then its message is shown', async () => {
    routeFetch({
      'POST /api/admin/upload': () =>
        Response.json({ error: 'Only JPEG, PNG, WebP or GIF images' }, { status: 400 }),
    });
    renderRoute(<ImageUploadField onUploaded={vi.fn()} />);
    await pick(new File(['x'], 'fake.png', { type: 'image/png' }));
    expect(
      (await screen.findAllByText('Only JPEG, PNG, WebP or GIF images')).length,
    ).toBeGreaterThan(0);
  });
});
