import { useId, type SyntheticEvent } from 'react';
import { useNotify } from '@/components/notifications/notifications-context';
import { errorMessage } from '@/lib/api-error';
import { useCreateProduct } from '../api/create-product';
import { emptyProductForm, parseProductCreate } from '../product-form-parse';
import { ProductFields, withImage } from './product-fields';
import { useProductForm } from './use-product-form';

/** Admin: add a product (title, price and stock required); with any error nothing is sent. */
export function ProductAddForm() {
  const idBase = useId();
  const headingId = `${idBase}-heading`;
  const notify = useNotify();
  const create = useCreateProduct();
  const { values, setValues, errors, change, check } = useProductForm(emptyProductForm);

  const submit = (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    const value = check(event.currentTarget, parseProductCreate(values));
    if (value === null) return;
    create.mutate(value, {
      onSuccess: (product) => {
        notify.success(`Product added: ${product.title}`);
        setValues(emptyProductForm);
      },
      onError: (error) => notify.error(errorMessage(error)),
    });
  };

  return (
    <section className="admin-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-card__title">
        Add product
      </h2>
      <form className="product-add-form" noValidate onSubmit={submit}>
        <ProductFields
          idBase={idBase}
          values={values}
          errors={errors}
          requireCore
          onChange={change}
          onAddImage={(url) => {
            setValues((current) => ({ ...current, images: withImage(current.images, url) }));
          }}
        />
        <div className="product-add-form__actions">
          <button type="submit" className="button button--primary" disabled={create.isPending}>
            {create.isPending ? 'Adding...' : 'Add product'}
          </button>
        </div>
      </form>
    </section>
  );
}
