// What the app takes from the checkout: the shipping form that places the order. The app
// composes it with the account's saved profile and the caches an order makes stale
// (app/routes/checkout-flow.tsx); it loads only when a shopper opens the cart.
export { ShippingModal } from './components/shipping-modal';
