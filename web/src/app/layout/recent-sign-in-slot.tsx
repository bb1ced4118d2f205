import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { loadRecentSignInDialog } from '@/features/auth/shell';
import { registerRecentSignInPrompt } from '@/lib/recent-sign-in';

interface DialogProps {
  onConfirmed: () => void;
  onCancel: () => void;
}

/** The prompt could not be loaded (offline): the same as Cancel, the refused call's error stands. */
function NoPrompt({ onCancel }: DialogProps) {
  useEffect(onCancel, [onCancel]);
  return null;
}

// The password prompt (and the Firebase SDK it uses) is a chunk of its own, fetched the first
// time the server asks an admin for a recent sign-in.
const RecentSignInDialog = lazy((): Promise<{ default: ComponentType<DialogProps> }> =>
  loadRecentSignInDialog().then(
    (m) => ({ default: m.RecentSignInDialog }),
    (error: unknown) => {
      console.warn('Could not load the password prompt', error);
      return { default: NoPrompt };
    },
  ),
);

/**
 * Where the app asks for a recent sign-in: the api client calls the prompt registered here
 * when an answer says `reauth_required`, and repeats the call once this resolves true.
 */
export function RecentSignInSlot() {
  const [answer, setAnswer] = useState<((confirmed: boolean) => void) | null>(null);

  useEffect(
    () =>
      registerRecentSignInPrompt(
        () =>
          new Promise<boolean>((resolve) => {
            setAnswer(() => resolve);
          }),
      ),
    [],
  );

  if (!answer) return null;
  const finish = (confirmed: boolean) => {
    setAnswer(null);
    answer(confirmed);
  };
  return (
    <Suspense fallback={null}>
      <RecentSignInDialog
        onConfirmed={() => {
          finish(true);
        }}
        onCancel={() => {
          finish(false);
        }}
      />
    </Suspense>
  );
}
