// The tracking feature's code for other features (its page loads through shell.ts).
export { CARRIERS, trackingLookupUrl } from './tracking-portal';
