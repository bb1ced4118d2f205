import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { MinusIcon, PlusIcon, TrashIcon } from '@/components/ui/store-icons';
import { m } from '@/i18n/messages';
import { formatPrice } from '@/lib/format';
import { productTitle } from '@/lib/product-text';
import { capNote, maxCartQty, purchaseLimitLabels } from '@/lib/purchase-limits';
import { cartActions, isAboveStock } from '../stores/cart-actions';
import type { CartItem } from '../stores/cart-store';

/** What the shopper must do before checkout when a line holds more than the current stock. */
export function stockProblem(item: Pick<CartItem, 'qty' | 'stock'>): string | null {
  if (!isAboveStock(item)) return null;
  if (item.stock <= 0) return m.cart_out_of_stock_now();
  return m.cart_only_left_now({ stock: item.stock });
}

export function CartLine({ item, onNavigate }: { item: CartItem; onNavigate: () => void }) {
  const { setQty, remove } = cartActions;
  const atMax = item.qty >= maxCartQty(item);
  const limits = purchaseLimitLabels(item);
  const note = capNote(item);
  const problem = stockProblem(item);
  const title = productTitle(item);

  return (
    <li className="cart-line">
      {item.image ? (
        <img
          className="cart-line__image"
          src={item.image}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className="cart-line__image" aria-hidden="true" />
      )}
      <div className="cart-line__info">
        <Link className="cart-line__title" to={paths.product.to(item.slug)} onClick={onNavigate}>
          {title}
        </Link>
        <span className="cart-line__price">{formatPrice(item.price)}</span>
        {limits.length > 0 && <p className="cart-line__limits">{limits.join(' · ')}</p>}
        <div className="cart-line__controls">
          <div className="qty" role="group" aria-label={m.cart_quantity_of({ title })}>
            <button
              type="button"
              className="qty__button"
              aria-label={m.cart_decrease({ title })}
              disabled={item.qty <= 1}
              onClick={() => {
                setQty(item.id, item.qty - 1);
              }}
            >
              <MinusIcon size={16} />
            </button>
            <span className="qty__value" aria-live="polite">
              {item.qty}
            </span>
            <button
              type="button"
              className="qty__button"
              aria-label={m.cart_increase({ title })}
              disabled={atMax}
              onClick={() => {
                setQty(item.id, item.qty + 1);
              }}
            >
              <PlusIcon size={16} />
            </button>
          </div>
          <button
            type="button"
            className="link-button cart-line__remove"
            aria-label={m.cart_remove_item({ title })}
            onClick={() => {
              remove(item.id);
            }}
          >
            <TrashIcon size={16} />
            {m.cart_remove()}
          </button>
        </div>
        {/* A limit already shown above is not repeated as the reason. */}
        {problem ? (
          <p className="cart-line__problem">{problem}</p>
        ) : (
          atMax && !limits.includes(note) && <p className="cart-line__note">{note}</p>
        )}
      </div>
    </li>
  );
}
