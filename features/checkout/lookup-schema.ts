import { z } from 'zod';
import { parsePayload } from '@/features/common/payload';
import { nullable } from '@/features/common/schema';

// The address and bank look-up service (CONTRACT §8).

export const AddressItemSchema = z.object({
  id: z.string().min(1),
  label: z.string().min(1),
  address_line1: z.string().min(1),
  address_line2: nullable(z.string()),
  locality: z.string(),
  administrative_area: nullable(z.string()),
  postal_code: z.string(),
});
export const AddressFindSchema = z.object({ items: z.array(AddressItemSchema) });
export type AddressItem = z.output<typeof AddressItemSchema>;

export const BankValidationSchema = z.object({
  valid: z.boolean(),
  bank_name: nullable(z.string()),
  message: nullable(z.string()),
});
export type BankValidation = z.output<typeof BankValidationSchema>;

export function parseAddressFind(raw: unknown): AddressItem[] {
  return parsePayload(AddressFindSchema, raw, 'address look-up').items;
}

export function parseBankValidation(raw: unknown): BankValidation {
  return parsePayload(BankValidationSchema, raw, 'bank validation');
}
