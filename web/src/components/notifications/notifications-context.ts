import { createContext, useContext } from 'react';

export type NotificationKind = 'success' | 'error' | 'warning' | 'info';

export interface NotifyOptions {
  /** Milliseconds before it closes itself; 0 keeps it until closed. Default 5000. */
  duration?: number;
}

export interface Notification {
  id: number;
  kind: NotificationKind;
  message: string;
}

export interface Notifier {
  show: (kind: NotificationKind, message: string, options?: NotifyOptions) => number;
  success: (message: string, options?: NotifyOptions) => number;
  error: (message: string, options?: NotifyOptions) => number;
  warning: (message: string, options?: NotifyOptions) => number;
  info: (message: string, options?: NotifyOptions) => number;
  dismiss: (id: number) => void;
}

export const NotificationsContext = createContext<Notifier | null>(null);

export function useNotify(): Notifier {
  const notifier = useContext(NotificationsContext);
  if (!notifier) {
    throw new Error('useNotify must be used inside <NotificationsProvider>.');
  }
  return notifier;
}
