import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { NOTIFICATION_DURATION_MS } from '@/config/site';
import { useTopDialog } from '@/components/ui/dialog-stack';
import { CloseIcon, StatusIcon } from '@/components/ui/icons';
import { m } from '@/i18n/messages';
import {
  NotificationsContext,
  type Notification,
  type NotificationKind,
  type Notifier,
  type NotifyOptions,
} from './notifications-context';
import './notifications.css';

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<Notification[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  // Above an open modal dialog the page is inert and covered: show messages inside it.
  const topDialog = useTopDialog();

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.current.delete(id);
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const show = useCallback(
    (kind: NotificationKind, message: string, options: NotifyOptions = {}) => {
      const id = nextId.current++;
      const duration = options.duration ?? NOTIFICATION_DURATION_MS;
      setItems((current) => [...current, { id, kind, message }]);
      if (duration > 0) {
        timers.current.set(
          id,
          setTimeout(() => {
            dismiss(id);
          }, duration),
        );
      }
      return id;
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach((timer) => {
        clearTimeout(timer);
      });
      pending.clear();
    };
  }, []);

  const notifier = useMemo<Notifier>(
    () => ({
      show,
      dismiss,
      success: (message, options) => show('success', message, options),
      error: (message, options) => show('error', message, options),
      warning: (message, options) => show('warning', message, options),
      info: (message, options) => show('info', message, options),
    }),
    [show, dismiss],
  );

  return (
    <NotificationsContext value={notifier}>
      {children}
      {createPortal(
        <section className="toasts" aria-label={m.shell_notifications()}>
          <ol className="toasts__list" aria-live="polite" aria-relevant="additions text">
            {items.map((item) => (
              <li key={item.id} className={`toast toast--${item.kind}`}>
                <StatusIcon kind={item.kind} />
                <p className="toast__message" role={item.kind === 'error' ? 'alert' : undefined}>
                  {item.message}
                </p>
                <button
                  type="button"
                  className="icon-button toast__close"
                  aria-label={m.shell_close_notification()}
                  onClick={() => {
                    dismiss(item.id);
                  }}
                >
                  <CloseIcon />
                </button>
              </li>
            ))}
          </ol>
        </section>,
        topDialog ?? document.body,
      )}
    </NotificationsContext>
  );
}
