export const adminUsersKeys = {
  all: ['admin', 'users'] as const,
  pages: ['admin', 'users', 'pages'] as const,
  /** The pages of one search (`?q=`). */
  search: (q: string) => ['admin', 'users', 'search', q] as const,
};
