import { useState, type KeyboardEvent } from 'react';
import { ArrowLeftIcon } from '@/components/ui/arrow-left-icon';
import { CloseIcon } from '@/components/ui/icons';
import { useBackdropClose, useModalDialog } from '@/components/ui/use-modal-dialog';
import { m } from '@/i18n/messages';

interface ReviewLightboxProps {
  images: readonly string[];
  startIndex: number;
  /** Names the images: the review's title. */
  title: string;
  onClose: () => void;
}

/**
 * A review's images at full size in a modal <dialog> (open while mounted): Escape, the
 * close button or a click on the dimmed backdrop close it; arrow keys and the buttons
 * move between images. Focus returns to the thumbnail that opened it.
 */
export function ReviewLightbox({ images, startIndex, title, onClose }: ReviewLightboxProps) {
  const dialogRef = useModalDialog(true);
  const backdrop = useBackdropClose(onClose);
  const [index, setIndex] = useState(startIndex);
  const count = images.length;
  const position = m.product_review_image_position({ index: index + 1, count });
  const move = (step: number) => {
    setIndex((current) => (current + step + count) % count);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
    else return;
    event.preventDefault();
  };

  return (
    <dialog
      ref={dialogRef}
      className="lightbox"
      aria-label={`${title}: ${position}`}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      {...backdrop}
    >
      <figure className="lightbox__figure">
        <img
          className="lightbox__image"
          src={images[index]}
          alt={`${title}, ${position.toLowerCase()}`}
        />
        <figcaption className="lightbox__caption" aria-live="polite">
          {position}
        </figcaption>
      </figure>
      <div className="lightbox__controls">
        {count > 1 && (
          <button
            type="button"
            className="icon-button lightbox__button"
            aria-label={m.product_review_previous_image()}
            onClick={() => {
              move(-1);
            }}
          >
            <ArrowLeftIcon />
          </button>
        )}
        <button
          type="button"
          className="icon-button lightbox__button"
          aria-label={m.product_review_close()}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
        {count > 1 && (
          <button
            type="button"
            className="icon-button lightbox__button"
            aria-label={m.product_review_next_image()}
            onClick={() => {
              move(1);
            }}
          >
            <ArrowLeftIcon className="lightbox__next-icon" />
          </button>
        )}
      </div>
    </dialog>
  );
}
