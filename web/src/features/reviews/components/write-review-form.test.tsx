import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setPageLocale } from '@/i18n/locale';
import { useSessionStore } from '@/lib/session-store';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch } from '@/testing/route-fetch';
import { WriteReviewForm } from './write-review-form';

type FetchMock = ReturnType<typeof routeFetch>;

const image = (name: string, type = 'image/png') => new File(['x'], name, { type });

const posts = (fetchMock: FetchMock) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

const fill = (user: UserEvent, label: RegExp, value: string) =>
  user.type(screen.getByLabelText(label), value);

/** Picks `files` in the file dialog; `accept` is only a hint there ("All files" is a choice). */
const choose = (files: File[]) =>
  userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Photos (optional)'), files);

describe('WriteReviewForm', () => {
  it('when a required field is blank, then nothing is sent and each field says why', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({});
    renderRoute(<WriteReviewForm />);
    await fill(user, /^Name/, 'Ann');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));

    expect(screen.getByText('E-mail is required')).toBeVisible();
    expect(screen.getByText('Title is required')).toBeVisible();
    expect(screen.getByText('Comment is required')).toBeVisible();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveFocus();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('when 6 files are selected at once, then none is kept and the user is told', async () => {
    routeFetch({});
    renderRoute(<WriteReviewForm />);
    await choose(['1', '2', '3', '4', '5', '6'].map((name) => image(`${name}.png`)));

    expect(screen.getByRole('alert')).toHaveTextContent(/You selected 6 files/);
    expect(screen.queryByRole('list', { name: 'Chosen photos' })).not.toBeInTheDocument();
    expect(screen.getByText(/0 of 5/)).toBeInTheDocument();
  });

  it('when the form is valid, then it posts multipart with the images and says it awaits moderation', async () => {
    useSessionStore.setState({
      user: { uid: 'u1', email: 'ann@example.com', name: 'Ann' },
      role: 'user',
    });
    const fetchMock = routeFetch({
      'POST /api/reviews': () => Response.json({ id: 'r9', status: 'pending' }, { status: 201 }),
    });
    const user = userEvent.setup();
    renderRoute(<WriteReviewForm />);

    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ann');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('ann@example.com');
    expect(screen.getByLabelText('Rating')).toHaveValue('5');
    await fill(user, /^Title/, 'Lovely');
    await fill(user, /^Comment/, 'Great figure');
    await choose([image('a.png'), image('notes.txt', 'text/plain'), image('b.jpg', 'image/jpeg')]);
    expect(screen.getByText('1 file was not an image and left out.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove a.png' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit review' }));

    expect(
      await screen.findByText(/will appear on this page after our team checks it/),
    ).toBeVisible();
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
    const user = userEvent.setup();
    renderRoute(<WriteReviewForm />);
    await fill(user, /^Name/, 'Ann');
    await fill(user, /^E-mail/, 'ann@example.com');
    await fill(user, /^Title/, 'Lovely');
    await fill(user, /^Comment/, 'Great');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    const form = within(screen.getByRole('region', { name: 'Write a review' }));
    expect((await form.findByRole('alert')).textContent).toBe('Too many reviews');
  });
});

describe('WriteReviewForm on a Russian page', () => {
  afterEach(() => {
    setPageLocale('en');
  });

  it('when required fields are blank or the e-mail is malformed, then each field says why in Russian', async () => {
    setPageLocale('ru');
    const user = userEvent.setup();
    const fetchMock = routeFetch({});
    renderRoute(<WriteReviewForm />);
    expect(screen.getByRole('heading', { name: 'Написать отзыв' })).toBeInTheDocument();
    expect(screen.getByLabelText('Оценка')).toHaveDisplayValue('5 — отлично');
    await fill(user, /^Имя/, 'Аня');
    await user.click(screen.getByRole('button', { name: 'Отправить отзыв' }));

    expect(screen.getByText('Заполните поле «E-mail»')).toBeVisible();
    expect(screen.getByText('Заполните поле «Заголовок»')).toBeVisible();
    expect(screen.getByText('Заполните поле «Комментарий»')).toBeVisible();
    expect(screen.queryByText('Заполните поле «Имя»')).not.toBeInTheDocument();

    await fill(user, /^E-mail/, 'ann@');
    await fill(user, /^Заголовок/, 'Чудесно');
    await fill(user, /^Комментарий/, 'Отличная фигурка');
    await user.click(screen.getByRole('button', { name: 'Отправить отзыв' }));
    expect(screen.getByText('Введите корректный e-mail')).toBeVisible();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('when photos are chosen, then the hint and the notices read Russian', async () => {
    setPageLocale('ru');
    routeFetch({});
    renderRoute(<WriteReviewForm />);
    expect(screen.getByText('До 5 фото, не больше 5 МБ каждое. Выбрано 0 из 5.')).toBeVisible();
    await userEvent
      .setup({ applyAccept: false })
      .upload(screen.getByLabelText('Фото (необязательно)'), [
        image('a.png'),
        image('notes.txt', 'text/plain'),
        image('list.txt', 'text/plain'),
      ]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      '2 файла — не изображения, они не добавлены.',
    );
    expect(screen.getByRole('button', { name: 'Удалить a.png' })).toBeInTheDocument();
    expect(screen.getByText(/Выбрано 1 из 5/)).toBeInTheDocument();
  });

  it('when the review is sent, then the thanks read Russian', async () => {
    setPageLocale('ru');
    useSessionStore.setState({
      user: { uid: 'u1', email: 'ann@example.com', name: 'Ann' },
      role: 'user',
    });
    routeFetch({
      'POST /api/reviews': () => Response.json({ id: 'r9', status: 'pending' }, { status: 201 }),
    });
    const user = userEvent.setup();
    renderRoute(<WriteReviewForm />);
    await fill(user, /^Заголовок/, 'Чудесно');
    await fill(user, /^Комментарий/, 'Отличная фигурка');
    await user.click(screen.getByRole('button', { name: 'Отправить отзыв' }));
    expect(await screen.findByRole('heading', { name: 'Спасибо за отзыв!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Написать ещё один отзыв' })).toBeInTheDocument();
  });
});
