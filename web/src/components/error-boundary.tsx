import { Component, type ErrorInfo, type ReactNode } from 'react';

/** What a shopper sees when rendering crashes: a message and a 'Refresh Page' button. */
export function CrashScreen() {
  return (
    <div className="crash" role="alert">
      <p className="crash__message">Something went wrong... Please refresh the page to continue.</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          window.location.reload();
        }}
      >
        Refresh Page
      </button>
    </div>
  );
}

interface State {
  failed: boolean;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Render crash', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <CrashScreen /> : this.props.children;
  }
}
