// What other features may use from loyalty (bonuses, promocodes, referrals).
export { loyaltyKeys } from './api/query-keys';
export { bonusBalanceQueryOptions, useBonusBalance } from './api/get-bonus-balance';
