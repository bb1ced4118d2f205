import { useId, useState, type ChangeEvent } from 'react';
import { UPLOAD_MAX_BYTES } from '@contract/admin-catalog';
import { useNotify } from '@/components/notifications/notifications-context';
import { errorMessage } from '@/lib/api-error';
import { useUploadImage } from '../api/upload-image';
import './image-upload-field.css';

/** What the server accepts (it checks the real type from the bytes too). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** Why a picked file cannot be uploaded, or null when it can. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) {
    return 'Choose a JPEG, PNG, WebP or GIF image';
  }
  if (file.size > UPLOAD_MAX_BYTES) return 'The image is larger than 5 MB';
  return null;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new Error('Could not read the file'));
    };
    reader.onerror = () => {
      reject(new Error('Could not read the file'));
    };
    reader.readAsDataURL(file);
  });
}

interface ImageUploadFieldProps {
  /** Called with the stored image's URL once the upload succeeds. */
  onUploaded: (url: string) => void;
  label?: string;
}

/**
 * Pick an image file, upload it (`POST /api/admin/upload`) and hand its URL over, with a
 * preview of the stored image. Type and size are checked here first, so an obviously
 * wrong file never travels.
 */
export function ImageUploadField({ onUploaded, label = 'Upload image' }: ImageUploadFieldProps) {
  const id = useId();
  const notify = useNotify();
  const upload = useUploadImage();
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const busy = reading || upload.isPending;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = ''; // the same file can be picked again after a failure
    if (!file) return;
    const fileProblem = imageFileProblem(file);
    setProblem(fileProblem);
    if (fileProblem) return;

    let image: string;
    setReading(true);
    try {
      image = await readAsDataUrl(file);
    } catch (error) {
      setProblem(errorMessage(error));
      return;
    } finally {
      setReading(false);
    }
    upload.mutate(
      { image, name: file.name },
      {
        onSuccess: (url) => {
          setPreview(url);
          onUploaded(url);
          notify.success('Image uploaded');
        },
        onError: (error) => {
          setProblem(errorMessage(error));
          notify.error(errorMessage(error));
        },
      },
    );
  };

  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  return (
    <div className="image-upload">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="image-upload__input"
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        disabled={busy}
        aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => void pick(event)}
      />
      <p id={hintId} className="image-upload__hint muted">
        JPEG, PNG, WebP or GIF, up to 5 MB. The uploaded image's URL is added to the images.
      </p>
      <p className="image-upload__status" role="status" aria-live="polite">
        {busy ? 'Uploading...' : ''}
      </p>
      {problem && (
        <p id={problemId} className="form-error">
          {problem}
        </p>
      )}
      {preview && (
        <figure className="image-upload__preview">
          <img src={preview} alt="Uploaded image preview" width={96} height={96} />
          <figcaption className="muted">{preview}</figcaption>
        </figure>
      )}
    </div>
  );
}
