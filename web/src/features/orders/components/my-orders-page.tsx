import { PageTitle } from '@/components/ui/page-title';
import { OrdersList } from './orders-list';

/** Route /orders. */
export function MyOrdersPage() {
  return (
    <section className="glass page orders-page" aria-labelledby="my-orders-title">
      <PageTitle title="My orders" />
      <header className="page-header">
        <h1 id="my-orders-title">My orders</h1>
        <p>Everything you have ordered, newest first.</p>
      </header>
      <OrdersList />
    </section>
  );
}
