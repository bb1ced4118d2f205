import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('notifications', () => {
  it('shows a message in a live region and dismisses it after 5000 ms', () => {
    render(
      <NotificationsProvider>
        <Trigger message="Added to cart" />
      </NotificationsProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    const message = screen.getByText('Added to cart');
    expect(message.closest('[aria-live]')).not.toBeNull();

    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.queryByText('Added to cart')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Added to cart')).toBeNull();
  });

  it('honours a custom duration', () => {
    render(
      <NotificationsProvider>
        <Trigger message="Quick" options={{ duration: 1000 }} />
      </NotificationsProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('Quick')).toBeNull();
  });

  it('closes at once with the close button', () => {
    render(
      <NotificationsProvider>
        <Trigger message="Closable" />
      </NotificationsProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Closable')).toBeNull();
  });

  it('shows messages inside an open modal dialog, where the page behind is inert', () => {
    const { rerender } = render(
      <NotificationsProvider>
        <Drawer open onClose={() => undefined} title="Panel">
          <Trigger message="Over the panel" />
        </Drawer>
      </NotificationsProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    const dialog = screen.getByRole('dialog', { name: 'Panel' });
    expect(dialog.contains(screen.getByText('Over the panel'))).toBe(true);

    rerender(
      <NotificationsProvider>
        <Drawer open={false} onClose={() => undefined} title="Panel">
          <Trigger message="Over the panel" />
        </Drawer>
      </NotificationsProvider>,
    );
    expect(dialog.contains(screen.getByText('Over the panel'))).toBe(false);
  });

  it('useNotify fails clearly outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger message="x" />)).toThrow(/inside <NotificationsProvider>/);
  });
});
