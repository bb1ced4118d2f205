import { useMutation } from '@tanstack/react-query';
import { apiGetFile, type DownloadedFile } from '@/lib/api-client';

/**
 * GET /api/admin/export/orders.csv: every order as CSV (no passports), with the session
 * cookie. The server logs each export and wants a recent sign-in: the api client prompts for
 * the password and repeats the call when it says so.
 */
export function exportOrdersCsv(): Promise<DownloadedFile> {
  return apiGetFile('/admin/export/orders.csv', { fallbackMessage: 'Export error' });
}

export function useExportOrders() {
  return useMutation({ mutationFn: exportOrdersCsv });
}
