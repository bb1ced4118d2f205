const all = ['admin', 'coupons'] as const;

export const adminCouponsKeys = {
  all,
  list: [...all, 'list'] as const,
};
