import { useMutation } from '@tanstack/react-query';
import type { StockAlertRequest, StockAlertResponse } from '@contract/stock-alert';
import { m } from '@/i18n/messages';
import { pageLocale } from '@/i18n/locale';
import { apiSend, unparsedAnswer } from '@/lib/api-client';

/**
 * POST /api/stock-alerts (anyone): "Notify me" when a sold-out product is back. Typed by the
 * contract, not parsed again here: zod stays out of the product page (the server checks it).
 */
export async function createStockAlert(request: StockAlertRequest): Promise<StockAlertResponse> {
  const body = { ...request, locale: pageLocale() };
  return apiSend('POST', '/stock-alerts', body, unparsedAnswer<StockAlertResponse>(), {
    fallbackMessage: m.product_notify_error(),
  });
}

export function useCreateStockAlert() {
  return useMutation({ mutationFn: createStockAlert });
}
