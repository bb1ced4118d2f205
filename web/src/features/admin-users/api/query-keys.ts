export const adminUsersKeys = {
  all: ['admin', 'users'] as const,
  pages: ['admin', 'users', 'pages'] as const,
};
