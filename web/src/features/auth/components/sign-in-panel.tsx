import { useState } from 'react';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';

/** The 'Sign in' tab: the sign-in form, or in its place the password-reset form. */
export function SignInPanel() {
  const [view, setView] = useState<{ resetting: boolean; email: string; back: boolean }>({
    resetting: false,
    email: '',
    back: false,
  });

  return view.resetting ? (
    <ForgotPasswordForm
      initialEmail={view.email}
      onBack={(email) => {
        setView({ resetting: false, email, back: true });
      }}
    />
  ) : (
    <SignInForm
      initialEmail={view.email}
      focusForgot={view.back}
      onForgotPassword={(email) => {
        setView({ resetting: true, email, back: false });
      }}
    />
  );
}
