import '@/features/common/zod-browser';
import { z } from 'zod';
import { EMAIL_PATTERN } from '@/features/checkout';
import { MESSAGES } from './messages';

// One zod schema per checkout step (react-hook-form's resolver), with the messages the donor
// sees next to each field (./messages.ts; SPEC §5: errors are raised per field).

const PHONE = /^\+?[0-9][0-9 ()-]{5,19}$/;

export const DetailsSchema = z
  .object({
    first_name: z.string().trim().min(1, MESSAGES.first_name).max(100, MESSAGES.first_name),
    last_name: z.string().trim().min(1, MESSAGES.last_name).max(100, MESSAGES.last_name),
    email: z.string().trim().max(254, MESSAGES.email).regex(EMAIL_PATTERN, MESSAGES.email),
    phone: z.string().trim().max(40, MESSAGES.phone).refine((v) => v === '' || PHONE.test(v), MESSAGES.phone),
    company_donation: z.boolean(),
    company_name: z.string().trim().max(255),
    source_code: z.string().trim().max(64),
    school_name: z.string().trim().max(255),
  })
  .superRefine((v, ctx) => {
    if (v.company_donation && !v.company_name) ctx.addIssue({ code: 'custom', path: ['company_name'], message: MESSAGES.company_name });
  });
export type DetailsInput = z.input<typeof DetailsSchema>;

const GB_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i;
const EIRCODE = /^([AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/i;

export function addressSchema(country: 'IE' | 'GB') {
  return z.object({
    address_line1: z.string().trim().min(1, MESSAGES.address_line1).max(255),
    address_line2: z.string().trim().max(255),
    locality: z.string().trim().min(1, MESSAGES.locality).max(255),
    administrative_area: z.string().trim().max(255),
    // Eircodes are optional in Ireland (not every donor knows theirs); a given one must be valid.
    postal_code:
      country === 'GB'
        ? z.string().trim().regex(GB_POSTCODE, MESSAGES.postal_code_GB)
        : z.string().trim().refine((v) => v === '' || EIRCODE.test(v), MESSAGES.postal_code_IE),
  });
}

export const GiftAidSchema = z.object({ giftaid: z.boolean({ message: MESSAGES.giftaid }).nullable().refine((v) => v !== null, MESSAGES.giftaid) });
