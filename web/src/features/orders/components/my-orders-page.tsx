import { PageTitle } from '@/components/ui/page-title';
import { m } from '@/i18n/messages';
import { OrdersList } from './orders-list';

/** Route /orders. */
export function MyOrdersPage() {
  return (
    <section className="glass page orders-page" aria-labelledby="my-orders-title">
      <PageTitle title={m.checkout_my_orders()} />
      <header className="page-header">
        <h1 id="my-orders-title">{m.checkout_my_orders()}</h1>
        <p>{m.checkout_my_orders_intro()}</p>
      </header>
      <OrdersList />
    </section>
  );
}
