import type { ReactNode } from 'react';

/** Lists and pages show failures as 'Error: ' plus the message in a red box (spec section 8). */
export function ErrorBox({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="error-box" role="alert">
      <p>Error: {message}</p>
      {children}
    </div>
  );
}
