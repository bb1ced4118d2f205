/** Every admin change writes a log entry: changes invalidate `all`. */
export const adminLogsKeys = {
  all: ['admin', 'logs'] as const,
};
