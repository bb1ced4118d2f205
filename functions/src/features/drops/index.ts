// What other features may use of drops, the one owner of `raffles` (with its `raffleEntries`
// and `raffleEntrants`): the order gate of a running raffle (features/orders), the job that
// moves every raffle on (functions/src/index.ts), and its part in an account's deletion.
import type { AccountToForget } from '../../core/forget-account';
import { rafflesRepository } from './raffles.repository';

export { raffleOrderGate, type ClaimRaffleUnits, type RaffleGate } from './raffle-order-gate';
export { advanceAllRaffles, advanceRaffle } from './raffle-progress';

/**
 * Account deletion's part in drops: the account's raffle entries stay (their ids are in
 * published lists) without its uid and address, and are passed over by the draw's offers.
 */
export const forgetAccount = ({ uid }: AccountToForget): Promise<number> =>
  rafflesRepository.forgetEntrant(uid);
