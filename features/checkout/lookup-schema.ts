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

/**
 * One line of the site's address route's answer: a whole address (the contract's look-up), or
 * only its id and label (a provider such as Loqate, whose whole address is retrieved when the
 * donor chooses it: GET /api/checkout/address?id=…).
 */
export type AddressChoice = AddressItem | { id: string; label: string };

export const BankValidationSchema = z.object({
  valid: z.boolean(),
  bank_name: nullable(z.string()),
  message: nullable(z.string()),
});
export type BankValidation = z.output<typeof BankValidationSchema>;

/** An address look-up (./address-provider.ts); it throws when it cannot answer. */
export interface AddressProvider {
  readonly name: string;
  /** The addresses at a postcode (GB) or Eircode (IE): whole ones, or ids and labels to retrieve. */
  find(country: 'GB' | 'IE', postcode: string): Promise<AddressChoice[]>;
  /** A chosen id's whole address; null when the provider has no such id. */
  retrieve(country: 'GB' | 'IE', id: string): Promise<AddressItem | null>;
}

export function parseAddressFind(raw: unknown): AddressItem[] {
  return parsePayload(AddressFindSchema, raw, 'address look-up').items;
}

export function parseBankValidation(raw: unknown): BankValidation {
  return parsePayload(BankValidationSchema, raw, 'bank validation');
}
