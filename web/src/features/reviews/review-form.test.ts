import { afterEach, describe, expect, it } from 'vitest';
import { setPageLocale } from '@/i18n/locale';
import { pickImages, validateReview } from './review-form';

const image = (name: string, size = 1000, type = 'image/png') =>
  new File([new Uint8Array(size)], name, { type });

describe('pickImages', () => {
  it('when more than 5 files are selected at once, then the whole selection is ignored', () => {
    const current = [image('a.png')];
    const selected = ['1', '2', '3', '4', '5', '6'].map((name) => image(`${name}.png`));
    const result = pickImages(current, selected);
    expect(result.images).toEqual(current);
    expect(result.notice).toMatch(/You selected 6 files; choose at most 5 at once/);
  });

  it('when a selection holds non-images, then only the image files are kept', () => {
    const result = pickImages([], [image('a.png'), image('notes.txt', 10, 'text/plain')]);
    expect(result.images.map((file) => file.name)).toEqual(['a.png']);
    expect(result.notice).toBe('1 file was not an image and left out.');
  });

  it('when a selection would take the review past 5 images, then nothing is added', () => {
    const current = ['1', '2', '3', '4'].map((name) => image(`${name}.png`));
    const result = pickImages(current, [image('5.png'), image('6.png')]);
    expect(result.images).toHaveLength(4);
    expect(result.notice).toMatch(/at most 5 images/);
  });

  it('when an image is over 5 MB, then it is left out', () => {
    const result = pickImages([], [image('big.png', 5 * 1024 * 1024 + 1), image('ok.png')]);
    expect(result.images.map((file) => file.name)).toEqual(['ok.png']);
    expect(result.notice).toBe('1 image is larger than 5 MB and left out.');
  });

  it('when exactly 5 images are selected, then all go in without a notice', () => {
    const selected = ['1', '2', '3', '4', '5'].map((name) => image(`${name}.png`));
    expect(pickImages([], selected)).toEqual({ images: selected, notice: null });
  });
});

describe('validateReview', () => {
  const valid = {
    name: ' Ann ',
    email: 'ann@example.com ',
    rating: 4,
    title: 'Lovely',
    comment: 'Great figure',
  };

  it('when a required field is blank, then it names each one', () => {
    const result = validateReview({ ...valid, name: '  ', comment: '' });
    expect(result).toEqual({
      ok: false,
      errors: { name: 'Name is required', comment: 'Comment is required' },
    });
  });

  it('when the e-mail is malformed, then the contract says so', () => {
    expect(validateReview({ ...valid, email: 'ann@' })).toEqual({
      ok: false,
      errors: { email: 'Enter a valid e-mail' },
    });
  });

  it('when all is filled in, then the fields are trimmed', () => {
    expect(validateReview(valid)).toEqual({
      ok: true,
      review: {
        name: 'Ann',
        email: 'ann@example.com',
        rating: 4,
        title: 'Lovely',
        comment: 'Great figure',
      },
    });
  });
});

describe('review form texts per language', () => {
  const valid = {
    name: 'Ann',
    email: 'ann@example.com',
    rating: 4,
    title: 'Lovely',
    comment: 'Ok',
  };

  afterEach(() => {
    setPageLocale('en');
  });

  it('when a field is too long on an English page, then the words are the contract’s', () => {
    expect(validateReview({ ...valid, title: 'x'.repeat(201) })).toEqual({
      ok: false,
      errors: { title: 'Title is at most 200 characters' },
    });
  });

  it('when the form is checked on a Russian page, then every complaint is Russian', () => {
    setPageLocale('ru');
    expect(validateReview({ ...valid, name: ' ', email: 'ann@' })).toEqual({
      ok: false,
      errors: { name: 'Заполните поле «Имя»' },
    });
    expect(validateReview({ ...valid, email: 'ann@', title: 'x'.repeat(201) })).toEqual({
      ok: false,
      errors: {
        email: 'Введите корректный e-mail',
        title: 'Поле «Заголовок»: не больше 200 символов',
      },
    });
  });

  it('when photos are picked on a Russian page, then the notices take the plural their count needs', () => {
    setPageLocale('ru');
    const selected = ['1', '2', '3', '4', '5', '6'].map((name) => image(`${name}.png`));
    expect(pickImages([], selected).notice).toBe(
      'Вы выбрали 6 файлов, а за раз можно не больше 5. Ничего не добавлено.',
    );
    const big = image('big.png', 5 * 1024 * 1024 + 1);
    expect(pickImages([], [big, image('a.txt', 10, 'text/plain')]).notice).toBe(
      '1 файл — не изображение, он не добавлен. 1 изображение больше 5 МБ, оно не добавлено.',
    );
    const four = ['1', '2', '3', '4'].map((name) => image(`${name}.png`));
    expect(pickImages(four, [image('5.png'), image('6.png')]).notice).toBe(
      'В отзыве может быть не больше 5 фото: удалите лишние, прежде чем добавить ещё 2. Ничего не добавлено.',
    );
  });
});
