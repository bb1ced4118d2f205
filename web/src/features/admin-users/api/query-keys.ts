export const adminUsersKeys = {
  all: ['admin', 'users'] as const,
};
