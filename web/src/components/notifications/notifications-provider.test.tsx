import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Drawer } from '@/components/ui/drawer';
import { useNotify, type NotifyOptions } from './notifications-context';
import { NotificationsProvider } from './notifications-provider';

function Trigger({ message, options }: { message: string; options?: NotifyOptions }) {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify.success(message, options)}>
      Notify
    </button>
  );
}

describe('notifications', () => {
  it('shows a message in a live region and dismisses it after 5000 ms', async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <NotificationsProvider>
        <Trigger message="Added to cart" />
      </NotificationsProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    const message = screen.getByText('Added to cart');
    expect(message.closest('[aria-live]')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.getByText('Added to cart')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Added to cart')).not.toBeInTheDocument();
  });

  it('honours a custom duration', async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <NotificationsProvider>
        <Trigger message="Quick" options={{ duration: 1000 }} />
      </NotificationsProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('Quick')).not.toBeInTheDocument();
  });

  it('closes at once with the close button', async () => {
    const user = userEvent.setup();
    render(
      <NotificationsProvider>
        <Trigger message="Closable" />
      </NotificationsProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Closable')).not.toBeInTheDocument();
  });

  it('shows messages inside an open modal dialog, where the page behind is inert', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <NotificationsProvider>
        <Drawer open onClose={() => undefined} title="Panel">
          <Trigger message="Over the panel" />
        </Drawer>
      </NotificationsProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    const dialog = screen.getByRole('dialog', { name: 'Panel' });
    expect(dialog).toContainElement(screen.getByText('Over the panel'));

    rerender(
      <NotificationsProvider>
        <Drawer open={false} onClose={() => undefined} title="Panel">
          <Trigger message="Over the panel" />
        </Drawer>
      </NotificationsProvider>,
    );
    expect(dialog).not.toContainElement(screen.getByText('Over the panel'));
  });

  it('useNotify fails clearly outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger message="x" />)).toThrow(/inside <NotificationsProvider>/);
  });
});
