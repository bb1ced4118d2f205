export const accountKeys = {
  profile: (uid: string) => ['profile', uid] as const,
};
