// What others may use from the account: the saved profile (checkout starts from it, the
// account area prefetches it). Only lazy chunks import this; the tabs load through shell.ts.
export { profileQueryOptions } from './api/get-profile';
