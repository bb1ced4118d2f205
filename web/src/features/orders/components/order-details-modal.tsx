import { useHref } from 'react-router-dom';
import type { CustomerOrder } from '@contract/account';
import { paths } from '@/config/paths';
import { ExternalLink } from '@/components/ui/external-link';
import { Modal } from '@/components/ui/modal';
import { m } from '@/i18n/messages';
import { shortOrderNumber } from '../order-display';
import { OrderDetails } from './order-details';

/** The detail page's content over the list, with a way to keep it open in its own tab. */
export function OrderDetailsModal({
  order,
  onClose,
}: {
  order: CustomerOrder;
  onClose: () => void;
}) {
  const href = useHref(paths.order.to(order.id));
  return (
    <Modal
      title={m.checkout_order_number({ number: shortOrderNumber(order.id) })}
      onClose={onClose}
      footer={
        <>
          <ExternalLink className="button button--ghost" href={href}>
            {m.checkout_open_new_tab()}
          </ExternalLink>
          <button type="button" className="button button--primary" onClick={onClose}>
            {m.checkout_close()}
          </button>
        </>
      }
    >
      <OrderDetails order={order} headingLevel={3} />
    </Modal>
  );
}
