import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { MinusIcon, PlusIcon, TrashIcon } from '@/components/ui/icons';
import { formatPrice } from '@/lib/format';
import { capNote, maxCartQty, purchaseLimitLabels } from '@/lib/purchase-limits';
import { isAboveStock, useCartStore, type CartItem } from '../stores/cart-store';

/** What the shopper must do before checkout when a line holds more than the current stock. */
export function stockProblem(item: Pick<CartItem, 'qty' | 'stock'>): string | null {
  if (!isAboveStock(item)) return null;
  if (item.stock <= 0) return 'Out of stock now: remove it to check out';
  return `Only ${item.stock} left now: lower the quantity to ${item.stock} to check out`;
}

export function CartLine({ item, onNavigate }: { item: CartItem; onNavigate: () => void }) {
  const setQty = useCartStore((state) => state.setQty);
  const remove = useCartStore((state) => state.remove);
  const atMax = item.qty >= maxCartQty(item);
  const limits = purchaseLimitLabels(item);
  const note = capNote(item);
  const problem = stockProblem(item);

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
          {item.title}
        </Link>
        <span className="cart-line__price">{formatPrice(item.price)}</span>
        {limits.length > 0 && <p className="cart-line__limits">{limits.join(' · ')}</p>}
        <div className="cart-line__controls">
          <div className="qty" role="group" aria-label={`Quantity of ${item.title}`}>
            <button
              type="button"
              className="qty__button"
              aria-label={`Decrease quantity of ${item.title}`}
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
              aria-label={`Increase quantity of ${item.title}`}
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
            aria-label={`Remove ${item.title}`}
            onClick={() => {
              remove(item.id);
            }}
          >
            <TrashIcon size={16} />
            Remove
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
