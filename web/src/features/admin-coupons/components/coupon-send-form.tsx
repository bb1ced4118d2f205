import { useId, useState, type SyntheticEvent } from 'react';
import { useNotify } from '@/components/notifications/notifications-context';
import { errorMessage } from '@/lib/api-error';
import { useSendCoupon } from '../api/send-coupon';
import { parseEmailList } from '../coupon-form-parse';

interface CouponSendFormProps {
  code: string;
  onDone: () => void;
}

/** Send a coupon to e-mails (`POST /api/admin/coupons/send` adds them to `assignedTo`). */
export function CouponSendForm({ code, onDone }: CouponSendFormProps) {
  const id = useId();
  const notify = useNotify();
  const send = useSendCoupon();
  const [emails, setEmails] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    const parsed = parseEmailList(emails);
    if (!parsed.ok || parsed.emails.length === 0) {
      setError(parsed.ok ? 'Введите хотя бы один e-mail' : parsed.error);
      return;
    }
    setError(null);
    send.mutate(
      { code, emails: parsed.emails },
      {
        onSuccess: () => {
          notify.success(`Купон ${code} отправлен: ${parsed.emails.join(', ')}`);
          onDone();
        },
        onError: (failure) => notify.error(errorMessage(failure)),
      },
    );
  };

  const errorId = `${id}-error`;
  return (
    <form
      className="coupon-send"
      noValidate
      onSubmit={submit}
      aria-label={`Отправка купона ${code}`}
    >
      <div className="field coupon-send__field">
        <label className="field__label" htmlFor={id}>
          E-mail получателей (через запятую)
        </label>
        <input
          id={id}
          className="input"
          autoComplete="off"
          spellCheck={false}
          // Opened by the admin's click on Send: the field they came for.
          autoFocus
          value={emails}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setEmails(event.currentTarget.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onDone();
          }}
        />
        {error && (
          <p id={errorId} className="form-error">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="button button--primary" disabled={send.isPending}>
        {send.isPending ? 'Отправка...' : 'Отправить'}
      </button>
      <button type="button" className="button button--ghost" onClick={onDone}>
        Отмена
      </button>
    </form>
  );
}
