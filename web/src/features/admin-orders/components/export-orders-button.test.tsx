import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerRecentSignInPrompt } from '@/lib/recent-sign-in';
import { renderRoute } from '@/testing/render-with-providers';
import { ExportOrdersButton } from './export-orders-button';

const files = vi.hoisted(() => ({ saveFile: vi.fn<(blob: Blob, fileName: string) => void>() }));
vi.mock('@/lib/save-file', () => files);

const csv = () =>
  new Response('id,date,status\r\n', {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="orders-2026-03-01.csv"',
    },
  });
const reauth = () =>
  Response.json(
    { error: 'Please enter your password again', code: 'reauth_required' },
    { status: 401 },
  );

let unregister: (() => void) | undefined;
afterEach(() => {
  unregister?.();
  unregister = undefined;
});

async function clickExport() {
  const user = userEvent.setup();
  renderRoute(<ExportOrdersButton />, { path: '/admin' });
  await user.click(screen.getByRole('button', { name: 'Export orders (CSV)' }));
}

describe('ExportOrdersButton', () => {
  it('fetches the CSV with the session cookie and saves it under the name the server gave', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(csv());
    vi.stubGlobal('fetch', fetchMock);
    await clickExport();
    await vi.waitFor(() => {
      expect(files.saveFile).toHaveBeenCalledTimes(1);
    });
    const [blob, name] = files.saveFile.mock.calls[0] ?? [];
    expect(name).toBe('orders-2026-03-01.csv');
    expect(await blob?.text()).toBe('id,date,status\r\n');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/export/orders.csv',
      expect.objectContaining({ credentials: 'include' }),
    );
    expect(screen.getByRole('button', { name: 'Export orders (CSV)' })).toBeEnabled();
  });

  it('when the sign-in is too old, asks for it and then saves the file', async () => {
    const prompt = vi.fn(() => Promise.resolve(true));
    unregister = registerRecentSignInPrompt(prompt);
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValueOnce(reauth()).mockResolvedValueOnce(csv()),
    );
    await clickExport();
    await vi.waitFor(() => {
      expect(files.saveFile).toHaveBeenCalledTimes(1);
    });
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it('when the admin cancels the password prompt, says why and saves nothing', async () => {
    unregister = registerRecentSignInPrompt(() => Promise.resolve(false));
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(reauth()));
    await clickExport();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your password again');
    expect(files.saveFile).not.toHaveBeenCalled();
  });
});
