import type { AdminLogsResponse, AdminUsersResponse } from '../../contract/admin';
import { badRequest } from '../../core/errors';
import { adminAuditRepository as repo } from './admin-audit.repository';

/** The users list holds the newest accounts up to this many (the contract has no paging). */
export const ADMIN_USERS_LIST_LIMIT = 500;

export const adminAuditService = {
  /** Newest first; `nextCursor` (the page's last entry) is null on the last page. */
  async logs(cursor: string | undefined, limit: number): Promise<AdminLogsResponse> {
    const page = await repo.logPage(cursor ?? null, limit);
    if (!page) throw badRequest('Unknown cursor: start again from the first page');
    return { items: page.items, nextCursor: page.more ? page.lastId : null };
  },

  async users(): Promise<AdminUsersResponse> {
    return { items: await repo.usersNewest(ADMIN_USERS_LIST_LIMIT) };
  },
};
