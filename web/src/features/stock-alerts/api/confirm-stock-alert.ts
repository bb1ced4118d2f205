import { useMutation } from '@tanstack/react-query';
import {
  ConfirmStockAlertResponseSchema,
  type ConfirmStockAlertRequest,
} from '@contract/stock-alert';
import { m } from '@/i18n/messages';
import { apiSend } from '@/lib/api-client';

/**
 * POST /api/stock-alerts/confirm (anyone holding the link): turns a pending back-in-stock
 * request on. A POST from the page's button, never the link itself: mail scanners open links.
 */
export function confirmStockAlert(request: ConfirmStockAlertRequest) {
  return apiSend('POST', '/stock-alerts/confirm', request, ConfirmStockAlertResponseSchema, {
    fallbackMessage: m.product_alert_confirm_error(),
  });
}

export function useConfirmStockAlert() {
  return useMutation({ mutationFn: confirmStockAlert });
}
