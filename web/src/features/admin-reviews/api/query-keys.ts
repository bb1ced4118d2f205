export const adminReviewsKeys = {
  all: ['admin', 'reviews'] as const,
};
