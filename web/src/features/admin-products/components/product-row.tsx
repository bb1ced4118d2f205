import { useId, useState, type FocusEvent, type SyntheticEvent, type KeyboardEvent } from 'react';
import { Link } from '@/components/ui/link';
import type { ProductPatchRequest } from '@contract/admin-catalog';
import type { Product } from '@contract/product';
import { useNotify } from '@/components/notifications/notifications-context';
import { DropBadge } from '@/components/ui/drop-badge';
import { StockBadge } from '@/components/ui/stock-badge';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { formatPrice } from '@/lib/format';
import { useDeleteProduct } from '../api/delete-product';
import { RESTOCK_QTY, useRestockProduct } from '../api/restock-product';
import { useUpdateProduct } from '../api/update-product';
import { checkPrice, checkStock, parseRequiredAmount } from '../product-form-parse';

interface Drafts {
  /** null: not being edited, the field shows the product's value. */
  price: string | null;
  stock: string | null;
}

const noDrafts: Drafts = { price: null, stock: null };

/**
 * One product in the admin list: price and stock edited in place (saved with Enter, the
 * Save button, or on leaving the row; Escape puts the values back), +5 restock, delete.
 */
export function ProductRow({ product }: { product: Product }) {
  const id = useId();
  const notify = useNotify();
  const update = useUpdateProduct();
  const restock = useRestockProduct();
  const remove = useDeleteProduct();
  const [drafts, setDrafts] = useState<Drafts>(noDrafts);
  const [errors, setErrors] = useState<{ price?: string; stock?: string }>({});

  const price = drafts.price ?? product.price.toFixed(2);
  const stock = drafts.stock ?? String(product.stock);
  const dirty = drafts.price !== null || drafts.stock !== null;

  const save = () => {
    if (!dirty || update.isPending) return;
    const patch: ProductPatchRequest = {};
    const nextErrors: typeof errors = {};
    if (drafts.price !== null) {
      const parsed = parseRequiredAmount(drafts.price, 'Price', checkPrice);
      if (parsed.ok) patch.price = parsed.value;
      else nextErrors.price = parsed.error;
    }
    if (drafts.stock !== null) {
      const parsed = parseRequiredAmount(drafts.stock, 'Stock', checkStock);
      if (parsed.ok) patch.stock = parsed.value;
      else nextErrors.stock = parsed.error;
    }
    setErrors(nextErrors);
    if (nextErrors.price || nextErrors.stock) return;
    if (patch.price === product.price) delete patch.price;
    if (patch.stock === product.stock) delete patch.stock;
    if (Object.keys(patch).length === 0) {
      setDrafts(noDrafts);
      return;
    }
    update.mutate(
      { id: product.id, patch },
      {
        onSuccess: (saved) => {
          setDrafts(noDrafts);
          notify.success(`Saved ${saved.title}: ${formatPrice(saved.price)}, stock ${saved.stock}`);
        },
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  };

  const submit = (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    save();
  };

  // Leaving the row saves; moving between its own fields and its Save button does not.
  const leave = (event: FocusEvent<HTMLFormElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    save();
  };

  const revert = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape' || !dirty) return;
    event.preventDefault();
    setDrafts(noDrafts);
    setErrors({});
  };

  const addStock = () => {
    restock.mutate(
      { id: product.id, qty: RESTOCK_QTY },
      {
        onSuccess: (saved) => notify.success(`${saved.title}: stock is now ${saved.stock}`),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  };

  const deleteProduct = () => {
    if (!window.confirm(`Delete "${product.title}"? This cannot be undone.`)) return;
    remove.mutate(product, {
      onSuccess: () => notify.success(`Deleted ${product.title}`),
      onError: (error) => notify.error(errorMessage(error)),
    });
  };

  const image = product.images[0];
  const titleId = `${id}-title`;
  const priceId = `${id}-price`;
  const stockId = `${id}-stock`;
  return (
    <li className="admin-product" aria-labelledby={titleId}>
      <div className="admin-product__media">
        {image ? (
          <img src={image} alt="" width={56} height={56} loading="lazy" decoding="async" />
        ) : (
          <span aria-hidden="true" />
        )}
      </div>
      <div className="admin-product__summary">
        <Link id={titleId} className="admin-product__title" to={paths.product.to(product.slug)}>
          {product.title}
        </Link>
        <span className="admin-product__slug muted">/{product.slug}</span>
        <StockBadge stock={product.stock} />
        {/* A drop's release time still to come, or its raffle, as shoppers' cards show it. */}
        <DropBadge product={product} />
      </div>
      <form
        className="admin-product__edit"
        noValidate
        aria-label={`Price and stock of ${product.title}`}
        onSubmit={submit}
        onBlur={leave}
        onKeyDown={revert}
      >
        <div className="field">
          <label className="field__label" htmlFor={priceId}>
            Price<span className="visually-hidden"> of {product.title}</span>
          </label>
          <input
            id={priceId}
            className="input"
            inputMode="decimal"
            autoComplete="off"
            value={price}
            aria-invalid={errors.price ? true : undefined}
            aria-describedby={errors.price ? `${priceId}-error` : undefined}
            onChange={(event) => {
              const { value } = event.currentTarget;
              setDrafts((current) => ({ ...current, price: value }));
            }}
          />
          {errors.price && (
            <p id={`${priceId}-error`} className="form-error">
              {errors.price}
            </p>
          )}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={stockId}>
            Stock<span className="visually-hidden"> of {product.title}</span>
          </label>
          <input
            id={stockId}
            className="input"
            inputMode="numeric"
            autoComplete="off"
            value={stock}
            aria-invalid={errors.stock ? true : undefined}
            aria-describedby={errors.stock ? `${stockId}-error` : undefined}
            onChange={(event) => {
              const { value } = event.currentTarget;
              setDrafts((current) => ({ ...current, stock: value }));
            }}
          />
          {errors.stock && (
            <p id={`${stockId}-error`} className="form-error">
              {errors.stock}
            </p>
          )}
        </div>
        <button
          type="submit"
          className="button button--ghost"
          disabled={!dirty || update.isPending}
          aria-label={`Save price and stock of ${product.title}`}
        >
          {update.isPending ? 'Saving...' : 'Save'}
        </button>
      </form>
      <div className="admin-product__actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={restock.isPending}
          aria-label={`Restock ${product.title} (+${RESTOCK_QTY})`}
          onClick={addStock}
        >
          +{RESTOCK_QTY}
        </button>
        <button
          type="button"
          className="button button--ghost-danger"
          disabled={remove.isPending}
          aria-label={`Delete ${product.title}`}
          onClick={deleteProduct}
        >
          Delete
        </button>
      </div>
    </li>
  );
}
