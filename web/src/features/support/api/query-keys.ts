export const supportKeys = {
  faq: ['faq'] as const,
};
