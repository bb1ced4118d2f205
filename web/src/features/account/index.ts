// What other features may use from the account area: the saved profile (checkout starts
// from it). Only lazy chunks import this; the account area itself loads through shell.ts.
export { profileQueryOptions } from './api/get-profile';
