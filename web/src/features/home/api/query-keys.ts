export const homeKeys = {
  stats: ['stats', 'public'] as const,
  gallery: ['gallery', 'list'] as const,
};
