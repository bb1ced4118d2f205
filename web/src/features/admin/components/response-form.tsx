import { useId, useState, type ReactNode, type SyntheticEvent } from 'react';

interface ResponseFormProps {
  /** The field's label (may hold visually hidden context). */
  label: ReactNode;
  submitLabel: string;
  className: string;
  rows: number;
  busy: boolean;
  /** Called with the trimmed, non-empty text; `then` clears the field after a success. */
  onSend: (response: string, then: () => void) => void;
}

/**
 * A store's written answer (to a ticket or a review): must not be blank,
 * checked here before anything is sent; the server checks again.
 */
export function ResponseForm({
  label,
  submitLabel,
  className,
  rows,
  busy,
  onSend,
}: ResponseFormProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    const response = text.trim();
    if (!response) {
      setProblem('Response is required');
      document.getElementById(id)?.focus();
      return;
    }
    setProblem(null);
    onSend(response, () => {
      setText('');
    });
  };

  const problemId = `${id}-problem`;
  return (
    <form className={className} noValidate onSubmit={submit}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="input textarea"
        rows={rows}
        maxLength={5000}
        required
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
      />
      {problem && (
        <p id={problemId} className="form-error">
          {problem}
        </p>
      )}
      <button type="submit" className="button button--ghost" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
