import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch } from '@/testing/route-fetch';
import { WriteReviewForm } from './write-review-form';

type FetchMock = ReturnType<typeof routeFetch>;

const image = (name: string, type = 'image/png') => new File(['x'], name, { type });

const posts = (fetchMock: FetchMock) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

const fill = (label: RegExp, value: string) => {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
};

const choose = (files: File[]) => {
  fireEvent.change(screen.getByLabelText('Photos (optional)'), { target: { files } });
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.setState({ user: null, role: 'user' });
});

describe('WriteReviewForm', () => {
  it('when a required field is blank, then nothing is sent and each field says why', () => {
    const fetchMock = routeFetch({});
    renderRoute(<WriteReviewForm />);
    fill(/^Name/, 'Ann');
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));

    expect(screen.getByText('E-mail is required')).toBeTruthy();
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Comment is required')).toBeTruthy();
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText(/^E-mail/));
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('when 6 files are selected at once, then none is kept and the user is told', () => {
    routeFetch({});
    renderRoute(<WriteReviewForm />);
    choose(['1', '2', '3', '4', '5', '6'].map((name) => image(`${name}.png`)));

    expect(screen.getByRole('alert').textContent).toMatch(/You selected 6 files/);
    expect(screen.queryByRole('list', { name: 'Chosen photos' })).toBeNull();
    expect(screen.getByText(/0 of 5/)).toBeTruthy();
  });

  it('when the form is valid, then it posts multipart with the images and says it awaits moderation', async () => {
    useSessionStore.setState({
      user: { uid: 'u1', email: 'ann@example.com', name: 'Ann' },
      role: 'user',
    });
    const fetchMock = routeFetch({
      'POST /api/reviews': () => Response.json({ id: 'r9', status: 'pending' }, { status: 201 }),
    });
    renderRoute(<WriteReviewForm />);

    expect(screen.getByLabelText<HTMLInputElement>(/^Name/).value).toBe('Ann');
    expect(screen.getByLabelText<HTMLInputElement>(/^E-mail/).value).toBe('ann@example.com');
    expect(screen.getByLabelText<HTMLSelectElement>('Rating').value).toBe('5');
    fill(/^Title/, 'Lovely');
    fill(/^Comment/, 'Great figure');
    choose([image('a.png'), image('notes.txt', 'text/plain'), image('b.jpg', 'image/jpeg')]);
    expect(screen.getByText('1 file was not an image and left out.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove a.png' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));

    expect(
      await screen.findByText(/will appear on this page after our team checks it/),
    ).toBeTruthy();
    const [call] = posts(fetchMock);
    // The browser writes the multipart Content-Type with its boundary.
    expect((call?.[1]?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    const body = call?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('name')).toBe('Ann');
    expect(form.get('email')).toBe('ann@example.com');
    expect(form.get('rating')).toBe('5');
    expect(form.get('title')).toBe('Lovely');
    expect(form.get('comment')).toBe('Great figure');
    expect(form.getAll('images').map((file) => (file as File).name)).toEqual(['a.png', 'b.jpg']);
  });

  it('when the server refuses the review, then its message shows', async () => {
    routeFetch({
      'POST /api/reviews': () => Response.json({ error: 'Too many reviews' }, { status: 429 }),
    });
    renderRoute(<WriteReviewForm />);
    fill(/^Name/, 'Ann');
    fill(/^E-mail/, 'ann@example.com');
    fill(/^Title/, 'Lovely');
    fill(/^Comment/, 'Great');
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    const form = within(screen.getByRole('region', { name: 'Write a review' }));
    expect((await form.findByRole('alert')).textContent).toBe('Too many reviews');
  });
});
