import { z } from 'zod';

export const RoleSchema = z.enum(['user', 'admin']);
export type Role = z.infer<typeof RoleSchema>;

/** Spec section 3, User. */
export const UserSchema = z.object({
  id: z.string().min(1).max(128),
  email: z.email(),
  name: z.string().max(200),
  role: RoleSchema,
  createdAt: z.iso.datetime({ offset: true }),
});
export type User = z.infer<typeof UserSchema>;

export const ShippingAddressSchema = z.object({
  name: z.string().max(200),
  line1: z.string().max(300),
  line2: z.string().max(300),
  city: z.string().max(120),
  region: z.string().max(120),
  postal: z.string().max(40),
  country: z.string().max(120),
  phone: z.string().max(40),
});

export const PassportDataSchema = z.object({
  passportNumber: z.string().max(40),
  nationality: z.string().max(120),
  passportIssueDate: z.string().max(40),
  passportIssuedBy: z.string().max(200),
});

/** Spec section 3, Profile. */
export const ProfileSchema = z.object({
  name: z.string().max(200),
  email: z.email(),
  phone: z.string().max(40),
  gender: z.enum(['male', 'female', '']),
  shippingAddress: ShippingAddressSchema,
  preferences: z.object({ newsletter: z.boolean() }),
  passportData: PassportDataSchema,
});
export type Profile = z.infer<typeof ProfileSchema>;

/** What a profile holds before its owner fills anything in. */
export function defaultProfile(account: { name: string; email: string }): Profile {
  return {
    name: account.name,
    email: account.email,
    phone: '',
    gender: '',
    shippingAddress: {
      name: '',
      line1: '',
      line2: '',
      city: '',
      region: '',
      postal: '',
      country: '',
      phone: '',
    },
    preferences: { newsletter: false },
    passportData: {
      passportNumber: '',
      nationality: '',
      passportIssueDate: '',
      passportIssuedBy: '',
    },
  };
}
