import type { AdminLogsResponse, AdminUsersResponse } from '../../contract/admin';
import type { PageQuery } from '../../contract/paging';
import { auditLog } from '../../core/audit-log';
import { badRequest } from '../../core/errors';
import { searchKey } from '../../core/search-tokens';
import { usersRepository } from '../auth';

/** Without `limit`, the users list holds the newest accounts up to this many. */
export const ADMIN_USERS_LIST_LIMIT = 500;

export const adminAuditService = {
  /** Newest first; `nextCursor` (the page's last entry) is null on the last page. */
  async logs(cursor: string | undefined, limit: number): Promise<AdminLogsResponse> {
    const page = await auditLog.page(cursor ?? null, limit);
    if (!page) throw badRequest('Unknown cursor: start again from the first page');
    return { items: page.items, nextCursor: page.more ? page.lastId : null };
  },

  /**
   * With `limit`: one page and its `nextCursor`; without: the newest, as it always was.
   * With `q`: only the accounts it finds (users.repository.ts `search`), paged alike.
   */
  async users({
    limit,
    cursor,
    q,
  }: PageQuery & { q?: string | undefined }): Promise<AdminUsersResponse> {
    const page = { limit: limit ?? ADMIN_USERS_LIST_LIMIT, cursor: cursor ?? null };
    const key = q === undefined ? null : searchKey(q);
    const { items, nextCursor } = key
      ? await usersRepository.search(key, page)
      : await usersRepository.page(page);
    return limit === undefined ? { items } : { items, nextCursor };
  },
};
