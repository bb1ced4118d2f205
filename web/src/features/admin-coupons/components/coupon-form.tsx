import { useId, useState, type SyntheticEvent } from 'react';
import type { Coupon } from '@contract/coupon';
import { useNotify } from '@/components/notifications/notifications-context';
import { FormField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-error';
import { useCreateCoupon } from '../api/create-coupon';
import { useUpdateCoupon } from '../api/update-coupon';
import {
  couponFormValues,
  newCouponForm,
  parseCouponCreate,
  parseCouponPatch,
  type CouponFormErrors,
  type CouponFormField,
  type CouponFormValues,
  type CouponType,
} from '../coupon-form-parse';

interface CouponFormProps {
  /** The coupon being edited, or null to create one. Give the form `key={code}`. */
  coupon: Coupon | null;
  /** After a successful save, or Cancel while editing. */
  onDone: () => void;
}

const joinIds = (...ids: (string | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/**
 * Create and edit coupons with one form; labels in Russian as the spec asks. With any
 * error nothing is sent.
 */
export function CouponForm({ coupon, onDone }: CouponFormProps) {
  const idBase = useId();
  const id = (field: CouponFormField) => `${idBase}-${field}`;
  const notify = useNotify();
  const create = useCreateCoupon();
  const update = useUpdateCoupon();
  const [values, setValues] = useState<CouponFormValues>(() =>
    coupon ? couponFormValues(coupon) : newCouponForm,
  );
  const [errors, setErrors] = useState<CouponFormErrors>({});
  const busy = create.isPending || update.isPending;
  const editing = coupon !== null;

  const set = <K extends CouponFormField>(field: K, value: CouponFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const text = (field: Exclude<CouponFormField, 'type' | 'isGlobal' | 'isHidden'>) => ({
    name: field,
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => {
      set(field, event.currentTarget.value);
    },
  });

  const showErrors = (form: HTMLFormElement, found: CouponFormErrors) => {
    setErrors(found);
    const first = (Object.keys(found) as CouponFormField[])[0];
    const control = first ? form.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  };

  const submit = (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const onError = (error: Error) => notify.error(errorMessage(error));

    if (coupon) {
      const parsed = parseCouponPatch(values);
      if (!parsed.ok) {
        showErrors(form, parsed.errors);
        return;
      }
      update.mutate(
        { code: coupon.code, patch: parsed.value },
        {
          onSuccess: (saved) => {
            notify.success(`Купон сохранён: ${saved.code}`);
            onDone();
          },
          onError,
        },
      );
      return;
    }

    const parsed = parseCouponCreate(values);
    if (!parsed.ok) {
      showErrors(form, parsed.errors);
      return;
    }
    create.mutate(parsed.value, {
      onSuccess: (saved) => {
        notify.success(`Купон создан: ${saved.code}`);
        setValues(newCouponForm);
        setErrors({});
        onDone();
      },
      onError,
    });
  };

  const headingId = `${idBase}-heading`;
  const hint = (field: CouponFormField) => `${id(field)}-hint`;
  return (
    <section className="admin-card coupon-form" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-card__title">
        {coupon ? `Изменить купон ${coupon.code}` : 'Создать купон'}
      </h2>
      <form className="coupon-form__grid" noValidate onSubmit={submit}>
        <FormField id={id('code')} label="Код" required={!editing} error={errors.code}>
          {(control) => (
            <input
              {...control}
              {...text('code')}
              className="input admin-code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              placeholder="SAVE10"
              readOnly={editing}
              aria-readonly={editing || undefined}
            />
          )}
        </FormField>
        <FormField id={id('type')} label="Тип" error={errors.type}>
          {(control) => (
            <select
              {...control}
              name="type"
              className="select"
              value={values.type}
              onChange={(event) => {
                set('type', event.currentTarget.value as CouponType);
              }}
            >
              <option value="percent">Процент</option>
              <option value="fixed">Фиксированная сумма</option>
            </select>
          )}
        </FormField>
        <div className="coupon-form__cell">
          <FormField id={id('value')} label="Значение" error={errors.value}>
            {(control) => (
              <input
                {...control}
                {...text('value')}
                className="input"
                inputMode="decimal"
                autoComplete="off"
                aria-describedby={joinIds(control['aria-describedby'], hint('value'))}
              />
            )}
          </FormField>
          <p id={hint('value')} className="coupon-form__hint muted">
            {values.type === 'percent' ? 'Процент скидки, 0–100.' : 'Сумма скидки в долларах.'}{' '}
            Пусто — 0.
          </p>
        </div>
        <div className="coupon-form__cell">
          <FormField id={id('expires')} label="Истекает" error={errors.expires}>
            {(control) => (
              <input
                {...control}
                {...text('expires')}
                type="date"
                className="input"
                aria-describedby={joinIds(control['aria-describedby'], hint('expires'))}
              />
            )}
          </FormField>
          <p id={hint('expires')} className="coupon-form__hint muted">
            Действует до конца этого дня по UTC. Пусто — без срока.
          </p>
        </div>
        <div className="coupon-form__cell">
          <FormField id={id('maxUses')} label="Макс. использований" error={errors.maxUses}>
            {(control) => (
              <input
                {...control}
                {...text('maxUses')}
                className="input"
                inputMode="numeric"
                autoComplete="off"
                aria-describedby={joinIds(control['aria-describedby'], hint('maxUses'))}
              />
            )}
          </FormField>
          <p id={hint('maxUses')} className="coupon-form__hint muted">
            Пусто — без ограничений.
          </p>
        </div>
        <FormField
          id={id('assignedTo')}
          label="Назначен (e-mail через запятую)"
          error={errors.assignedTo}
          className="coupon-form__wide"
        >
          {(control) => (
            <input
              {...control}
              {...text('assignedTo')}
              className="input"
              autoComplete="off"
              spellCheck={false}
              placeholder="ann@example.com, bob@example.com"
            />
          )}
        </FormField>
        <FormField
          id={id('title')}
          label="Название"
          error={errors.title}
          className="coupon-form__wide"
        >
          {(control) => <input {...control} {...text('title')} className="input" maxLength={200} />}
        </FormField>
        <div className="coupon-form__checks coupon-form__wide">
          <label className="toggle">
            <input
              type="checkbox"
              name="isGlobal"
              checked={values.isGlobal}
              onChange={(event) => {
                set('isGlobal', event.currentTarget.checked);
              }}
            />
            Глобальный
          </label>
          <label className="toggle">
            <input
              type="checkbox"
              name="isHidden"
              checked={values.isHidden}
              onChange={(event) => {
                set('isHidden', event.currentTarget.checked);
              }}
            />
            Скрытый
          </label>
        </div>
        <div className="coupon-form__actions coupon-form__wide">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Сохранение...' : coupon ? 'Сохранить' : 'Создать купон'}
          </button>
          {coupon && (
            <button type="button" className="button button--ghost" onClick={onDone}>
              Отмена
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
