// What other features may use from accounts (the account area's notice and sign-out).
export { VerifyEmailNotice } from './components/verify-email-notice';
export { signOut } from './session-sync';
