import { useHref } from 'react-router-dom';
import type { CustomerOrder } from '@contract/account';
import { paths } from '@/config/paths';
import { ExternalLink } from '@/components/ui/external-link';
import { Modal } from '@/components/ui/modal';
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
      title={`Order ${shortOrderNumber(order.id)}`}
      onClose={onClose}
      footer={
        <>
          <ExternalLink className="button button--ghost" href={href}>
            Open in New Tab
          </ExternalLink>
          <button type="button" className="button button--primary" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      <OrderDetails order={order} headingLevel={3} />
    </Modal>
  );
}
