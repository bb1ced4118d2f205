import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import type { CustomerOrder } from '@contract/account';
import { paths } from '@/config/paths';
import { ArrowLeftIcon } from '@/components/ui/arrow-left-icon';
import { PageLoader } from '@/components/ui/page-loader';
import { PageTitle } from '@/components/ui/page-title';
import { m } from '@/i18n/messages';
import { ApiError, errorMessage } from '@/lib/api-error';
import { selectUser, useSessionStore } from '@/lib/session-store';
import { useOrder } from '../api/get-order';
import { shortOrderNumber } from '../order-display';
import { OrderDetails } from './order-details';
import { SignInPrompt } from '@/components/ui/sign-in-prompt';
import './orders.css';

/** Route /order/:id. */
export function OrderDetailPage() {
  const user = useSessionStore(selectUser);
  if (!user) {
    return (
      <section className="glass page-narrow" aria-label={m.checkout_order()}>
        <PageTitle title={m.checkout_order()} />
        <SignInPrompt />
      </section>
    );
  }
  return <SignedInOrderDetail />;
}

function SignedInOrderDetail() {
  const { id = '' } = useParams();
  const { data: order, error, isPending, isFetching, refetch } = useOrder(id);

  if (order) return <OrderArticle order={order} />;
  if (isPending) return <PageLoader />;

  const notFound = error instanceof ApiError && error.status === 404;
  const title = notFound ? m.checkout_order_not_found() : m.checkout_order_load_failed();
  return (
    <section className="glass page-narrow empty-state" role="alert" aria-labelledby="order-error">
      <PageTitle title={title} />
      <h1 id="order-error">{title}</h1>
      <p className="muted">{notFound ? m.checkout_order_not_yours() : errorMessage(error)}</p>
      <div className="order-page__actions">
        {!notFound && (
          <button
            type="button"
            className="button button--primary"
            disabled={isFetching}
            onClick={() => void refetch()}
          >
            {m.checkout_try_again()}
          </button>
        )}
        <Link className="button button--ghost" to={paths.orders.to()}>
          {m.checkout_back_to_orders()}
        </Link>
      </div>
    </section>
  );
}

function OrderArticle({ order }: { order: CustomerOrder }) {
  const number = shortOrderNumber(order.id);
  return (
    <article className="glass page order-page" aria-labelledby="order-title">
      <PageTitle title={m.checkout_order_number({ number })} />
      <BackButton />
      <h1 id="order-title">{m.checkout_order_number({ number })}</h1>
      <OrderDetails order={order} />
    </article>
  );
}

/** Back to wherever the customer came from; to the orders list in a fresh tab. */
function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  const cameFromApp = location.key !== 'default';
  return (
    <button
      type="button"
      className="link-button order-page__back"
      onClick={() => {
        if (cameFromApp) void navigate(-1);
        else void navigate(paths.orders.to());
      }}
    >
      <ArrowLeftIcon size={18} />
      {m.checkout_back()}
    </button>
  );
}
