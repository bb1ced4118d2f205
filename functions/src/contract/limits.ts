// The limits the server enforces and the web app shows, written once. No zod here: the web
// app's first load (cart, stock badges) imports this file, and the schemas that use these
// numbers (checkout.ts, live-stock.ts) re-export them for everyone else.

/** Flat standard shipping on any non-empty cart, in USD. */
export const SHIPPING_FLAT = 10;

/** The most lines one order (or cart) may hold. */
export const MAX_LINES = 50;

/** The most of one product a cart line may hold. */
export const MAX_QTY = 99;

/** The most products one live-stock request may name (an order holds at most 50 lines too). */
export const LIVE_STOCK_MAX_IDS = 50;
