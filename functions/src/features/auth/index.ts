// What other features may use of auth: the user documents (the admin's Users tab, the public
// stats' count, the referral code loyalty gives an account) and auth's part of an account's
// deletion, with the session cookie the deletion clears.
export { emailVerifiedNow, forgetAccount } from './account-removal';
export { clearSessionCookie, privateNoStore } from './session-cookie';
export { allUsers, usersRepository, type UserCodeRead } from './users.repository';
