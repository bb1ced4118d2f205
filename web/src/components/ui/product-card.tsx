import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import type { Product } from '@contract/product';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { displayTags } from '@/lib/product-tags';
import { productTitle } from '@/lib/product-text';
import { selectIsAdmin, useSessionStore } from '@/lib/session-store';
import { DropBadge } from './drop-badge';
import { StockBadge } from './stock-badge';
import './product-card.css';

interface ProductCardProps {
  product: Product;
  /** Cards in the first row load their image at once; the rest lazily. */
  eager?: boolean;
  /** The page's largest content (the catalogue's first card): its image loads first. */
  priority?: boolean;
  actions?: ReactNode;
  /** The title's heading level: one below the heading the card list sits under. */
  headingLevel?: 2 | 3;
}

export function ProductCard({
  product,
  eager = false,
  priority = false,
  actions,
  headingLevel = 3,
}: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const image = product.images[0];
  const tags = displayTags(product.tags);
  // Admins get an Edit link to the product page's edit mode; shoppers nothing extra.
  const isAdmin = useSessionStore(selectIsAdmin);
  const edit = isAdmin && (
    <Link
      className="button button--ghost button--small"
      to={`${paths.product.to(product.slug)}?edit=1`}
      aria-label={`Edit ${product.title}`}
    >
      Edit
    </Link>
  );
  return (
    <article className="product-card">
      <div className="product-card__media">
        {image ? (
          <img
            src={image}
            alt=""
            width={400}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <span className="product-card__placeholder" aria-hidden="true" />
        )}
      </div>
      <div className="product-card__body">
        <Heading className="product-card__title">
          {/* The link's ::after covers the card, so the whole card is clickable. */}
          <Link to={paths.product.to(product.slug)} className="product-card__link">
            {productTitle(product)}
          </Link>
        </Heading>
        {tags.length > 0 && <p className="product-card__tags">{tags.join(' • ')}</p>}
        <div className="product-card__meta">
          <span className="product-card__price">{formatPrice(product.price)}</span>
          <StockBadge stock={product.stock} />
          <DropBadge product={product} />
        </div>
        {(actions || edit) && (
          <div className="product-card__actions">
            {actions}
            {edit}
          </div>
        )}
      </div>
    </article>
  );
}
