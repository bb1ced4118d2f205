import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { REVIEW_MAX_IMAGES } from '@contract/review';
import { m } from '@/i18n/messages';
import { pickImages } from '../review-form';

export interface PickedImage {
  file: File;
  /** An object URL for the preview; revoked when the image is removed. */
  url: string;
}

interface ReviewImagePickerProps {
  images: readonly PickedImage[];
  onChange: (images: PickedImage[]) => void;
  disabled?: boolean;
}

const previewUrl = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';

export function revokePreviews(images: readonly PickedImage[]) {
  for (const image of images) {
    if (image.url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(image.url);
  }
}

/**
 * Up to 5 photos for a review, with previews. Each selection adds to the chosen ones; a
 * selection the rules refuse (more than 5 at once, or past 5 in all) adds nothing and
 * says why, and files that are not images are left out with a note.
 */
export function ReviewImagePicker({ images, onChange, disabled = false }: ReviewImagePickerProps) {
  const id = useId();
  const [notice, setNotice] = useState<string | null>(null);
  // The previews still shown when the form goes away are released then.
  const shown = useRef(images);
  useEffect(() => {
    shown.current = images;
  });
  useEffect(() => () => revokePreviews(shown.current), []);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const selected = Array.from(input.files ?? []);
    input.value = ''; // the chosen images are listed below; the same file can be picked again
    if (selected.length === 0) return;
    const result = pickImages(
      images.map((image) => image.file),
      selected,
    );
    setNotice(result.notice);
    const added = result.images.slice(images.length);
    onChange([...images, ...added.map((file) => ({ file, url: previewUrl(file) }))]);
  };

  const remove = (index: number) => {
    const image = images[index];
    if (image) revokePreviews([image]);
    setNotice(null);
    onChange(images.filter((_, position) => position !== index));
  };

  const hintId = `${id}-hint`;
  const noticeId = `${id}-notice`;
  const full = images.length >= REVIEW_MAX_IMAGES;
  return (
    <div className="field review-images">
      <label className="field__label" htmlFor={id}>
        {m.product_review_photos_label()}
      </label>
      <input
        id={id}
        className="review-images__input"
        type="file"
        accept="image/*"
        multiple
        disabled={disabled || full}
        aria-describedby={notice ? `${hintId} ${noticeId}` : hintId}
        onChange={pick}
      />
      <p id={hintId} className="muted review-images__hint">
        {m.product_review_photos_hint({ max: REVIEW_MAX_IMAGES, count: images.length })}
      </p>
      {notice && (
        <p id={noticeId} className="form-error" role="alert">
          {notice}
        </p>
      )}
      {images.length > 0 && (
        <ul className="review-images__previews" aria-label={m.product_review_chosen_photos()}>
          {images.map((image, index) => (
            <li key={image.url || `${image.file.name}-${index}`} className="review-images__preview">
              {image.url ? (
                <img src={image.url} alt={image.file.name} width={72} height={72} />
              ) : (
                <span>{image.file.name}</span>
              )}
              <button
                type="button"
                className="link-button"
                disabled={disabled}
                aria-label={m.product_review_remove_photo({ name: image.file.name })}
                onClick={() => {
                  remove(index);
                }}
              >
                {m.product_review_remove()}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
