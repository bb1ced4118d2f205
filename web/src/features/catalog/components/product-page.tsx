import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import type { Product } from '@contract/product';
import { paths } from '@/config/paths';
import { ErrorBox } from '@/components/ui/error-box';
import { ArrowLeftIcon } from '@/components/ui/arrow-left-icon';
import { PageLoader } from '@/components/ui/page-loader';
import { PageTitle } from '@/components/ui/page-title';
import { StockBadge } from '@/components/ui/stock-badge';
import { m } from '@/i18n/messages';
import { ApiError, errorMessage } from '@/lib/api-error';
import { formatPrice } from '@/lib/format';
import { displayTags } from '@/lib/product-tags';
import { productDescription, productTitle } from '@/lib/product-text';
import { needsVerifiedAccount, purchaseLimitLabels } from '@/lib/purchase-limits';
import { selectIsAdmin, selectUser, useSessionStore } from '@/lib/session-store';
import { addRecentlyViewed } from '@/lib/saved-ids-storage';
import { useProduct } from '../api/get-product';
import { useLiveProductStock } from '../use-live-product-stock';
import { useAfterIdle } from '../use-after-idle';
import { useRelease } from '../use-release';
import { ProductActions } from './product-actions';
import { ProductGallery } from './product-gallery';
import { ReleaseCountdown } from './release-countdown';
import './product.css';

// Only sold-out products offer it: not part of the product page's first load.
const NotifyMeForm = lazy(() =>
  import('./notify-me-form').then((m) => ({ default: m.NotifyMeForm })),
);

/** The form admins edit a product with; the app plugs it in, so shoppers never download it. */
export type ProductEditForm = ComponentType<{ product: Product; onDone: () => void }>;

/** What the app shows below a product that depends on the product (e.g. a raffle's panel). */
export type ProductExtras = ComponentType<{ product: Product }>;

/**
 * `editForm`: when given, admins get Edit (and `?edit=1`) to change the product in place.
 * `extras`: rendered below the product once it is there, with it.
 */
export function ProductPage({
  editForm,
  extras: Extras,
}: {
  editForm?: ProductEditForm;
  extras?: ProductExtras;
}) {
  const { slug = '' } = useParams();
  const { data: product, error, isPending, isFetching, refetch } = useProduct(slug);

  if (isPending) return <PageLoader />;

  if (error) {
    if (error instanceof ApiError && error.status === 404) return <ProductNotFound />;
    return (
      <div className="page-narrow">
        <PageTitle title={m.product_page_title()} />
        <ErrorBox
          message={errorMessage(error)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </div>
    );
  }

  return (
    <>
      <ProductDetails product={product} editForm={editForm} />
      {Extras && <Extras product={product} />}
    </>
  );
}

function ProductNotFound() {
  return (
    <section className="glass page-narrow empty-state" aria-labelledby="product-missing">
      <PageTitle title={m.product_not_found()} />
      <h1 id="product-missing">{m.product_not_found()}</h1>
      <p className="muted">{m.product_not_found_hint()}</p>
      <Link className="button button--primary" to={paths.catalog.to()}>
        {m.product_back_to_catalog()}
      </Link>
    </section>
  );
}

/** The product's purchase limits, and who may buy it when the limit is per customer. */
function PurchaseLimits({ product }: { product: Product }) {
  const user = useSessionStore(selectUser);
  const emailVerified = useSessionStore((state) => state.emailVerified);
  const labels = purchaseLimitLabels(product);
  if (labels.length === 0) return null;
  const mayBuy = !needsVerifiedAccount(product) || (user !== null && emailVerified);
  return (
    <div className="product__limits">
      <ul aria-label={m.product_purchase_limits()}>
        {labels.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
      {!mayBuy && (
        <p className="product__limits-note" role="note">
          {m.product_verified_note()}
        </p>
      )}
    </div>
  );
}

function ProductDetails({
  product: loaded,
  editForm: EditForm,
}: {
  product: Product;
  editForm: ProductEditForm | undefined;
}) {
  const tags = displayTags(loaded.tags);
  const specs = Object.entries(loaded.specs);
  const canEdit = useSessionStore(selectIsAdmin) && EditForm !== undefined;
  const [params, setParams] = useSearchParams();
  // `?edit=1` opens edit mode for admins; anyone else just sees the page.
  const editing = canEdit && params.get('edit') === '1';
  // Stock as it is now (polled while the page is open), not as the page was served. The first
  // poll waits for the browser's first idle moment: its request, timer and answer then do not
  // run in the same tasks as the page's first render (docs/bench.md, the main thread).
  const afterIdle = useAfterIdle();
  const product = useLiveProductStock(loaded, { enabled: !editing && afterIdle });
  const soldOut = product.stock <= 0;
  // The page's language: the Russian title and description on /ru when the admin filled them.
  const title = productTitle(product);
  const description = productDescription(product);
  // A drop before its release time: a countdown, and no Add to cart until it unlocks.
  const release = useRelease(product.releaseAt);
  const closeEdit = () => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('edit');
        return next;
      },
      { replace: true },
    );
  };

  useEffect(() => {
    addRecentlyViewed(product.id);
  }, [product.id]);

  return (
    <article className="product glass page" aria-labelledby="product-title">
      <PageTitle title={title} description={description || title} />
      <Link className="back-link" to={paths.catalog.to()}>
        <ArrowLeftIcon size={18} />
        {m.catalog_title()}
      </Link>
      <div className="product__layout">
        <ProductGallery key={product.id} images={product.images} title={title} />
        {editing ? (
          <div className="product__info">
            <h1 id="product-title" className="product__title">
              {product.title}
            </h1>
            <Suspense fallback={<PageLoader label="Loading the editor..." />}>
              <EditForm product={product} onDone={closeEdit} />
            </Suspense>
          </div>
        ) : (
          <div className="product__info">
            <StockBadge stock={product.stock} />
            <h1 id="product-title" className="product__title">
              {title}
            </h1>
            {tags.length > 0 && (
              <ul className="product__tags" aria-label={m.catalog_tags()}>
                {tags.map((tag) => (
                  <li key={tag}>
                    <Link
                      className="chip"
                      to={`${paths.catalog.to()}?${new URLSearchParams({ tag }).toString()}`}
                    >
                      {tag}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <p className="product__price">{formatPrice(product.price)}</p>
            <PurchaseLimits product={product} />
            {release.before && product.releaseAt && (
              <ReleaseCountdown releaseAt={product.releaseAt} msLeft={release.msLeft} />
            )}
            <ProductActions product={product} canEdit={canEdit} notOnSaleYet={release.before} />
            {soldOut && (
              <Suspense fallback={null}>
                <NotifyMeForm productId={product.id} />
              </Suspense>
            )}
            {description && (
              <section aria-labelledby="product-about">
                <h2 id="product-about" className="product__section-title">
                  {m.product_about()}
                </h2>
                <p className="product__description">{description}</p>
              </section>
            )}
            {specs.length > 0 && (
              <section aria-labelledby="product-specs">
                <h2 id="product-specs" className="product__section-title">
                  {m.product_specs()}
                </h2>
                <dl className="specs">
                  {specs.map(([key, value]) => (
                    <div key={key} className="specs__row">
                      <dt>{key}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
