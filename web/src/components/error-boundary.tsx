import { Component, type ErrorInfo, type ReactNode } from 'react';
import { m } from '@/i18n/messages';

/** What a shopper sees when rendering crashes: a message and a 'Refresh Page' button. */
export function CrashScreen() {
  return (
    <div className="crash" role="alert">
      <p className="crash__message">{m.shell_crash()}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          window.location.reload();
        }}
      >
        {m.shell_refresh()}
      </button>
    </div>
  );
}

interface State {
  failed: boolean;
}

interface ErrorBoundaryProps {
  children: ReactNode;
  /** After a crash, a new value (the next page's path) tries the children again. */
  resetKey?: unknown;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Render crash', error, info.componentStack);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  override render() {
    return this.state.failed ? <CrashScreen /> : this.props.children;
  }
}
