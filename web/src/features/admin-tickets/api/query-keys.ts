export const adminTicketsKeys = {
  all: ['admin', 'tickets'] as const,
};
