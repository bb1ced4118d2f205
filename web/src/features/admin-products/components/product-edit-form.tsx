// The product page's edit mode for admins. Loaded on demand (its own chunk), so shoppers
// never download it; it borrows the admin feature's fields, parsing and save call.
import { useId, type SyntheticEvent } from 'react';
import type { Product } from '@contract/product';
import { useNotify } from '@/components/notifications/notifications-context';
import { errorMessage } from '@/lib/api-error';
import { useUpdateProduct } from '../api/update-product';
import { ProductFields, withImage } from './product-fields';
import { useProductForm } from './use-product-form';
import { parseProductEdit, productFormValues } from '../product-form-parse';
import './product-edit.css';

interface ProductEditFormProps {
  product: Product;
  /** Leaves edit mode (after a save, or Cancel). */
  onDone: () => void;
}

/** Admin: edit a product in place. The slug never changes, so the page stays where it is. */
export function ProductEditForm({ product, onDone }: ProductEditFormProps) {
  const idBase = useId();
  const headingId = `${idBase}-heading`;
  const notify = useNotify();
  const update = useUpdateProduct();
  const { values, setValues, errors, change, check } = useProductForm(() =>
    productFormValues(product),
  );

  const submit = (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    const value = check(event.currentTarget, parseProductEdit(values, product));
    if (value === null) return;
    update.mutate(
      { id: product.id, patch: value },
      {
        onSuccess: (saved) => {
          notify.success(`Saved ${saved.title}`);
          onDone();
        },
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  };

  return (
    <section className="product-edit" aria-labelledby={headingId}>
      <h2 id={headingId} className="product-edit__title">
        Edit product
      </h2>
      <p className="muted product-edit__note">
        A blank title keeps “{product.title}”; a blank price or stock becomes 0. The address /p/
        {product.slug} stays the same.
      </p>
      <form className="product-edit__form" noValidate onSubmit={submit}>
        <ProductFields
          idBase={idBase}
          values={values}
          errors={errors}
          requireCore={false}
          onChange={change}
          onAddImage={(url) => {
            setValues((current) => ({ ...current, images: withImage(current.images, url) }));
          }}
        />
        <div className="product-edit__actions">
          <button type="submit" className="button button--primary" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save changes'}
          </button>
          <button type="button" className="button button--ghost" onClick={onDone}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
