import '@/features/common/zod-browser';
import { z } from 'zod';
import { EMAIL_MESSAGE, EMAIL_PATTERN, viewedPreferences, type ContactPreferences } from '@/features/checkout';
import { BUYER_ERRORS, PREFER_NOT_TO_SAY, TITLES, type BuyerForm } from './buyer-form';
import type { GiftBuyer } from './order';

// The gift checkout's buyer details (react-hook-form with this zod schema, loaded when the
// buyer reaches into the form or pays: ./buyer-form.ts has what the page needs before then).
// Per-field texts are the shop's own (SPEC §8 does not fix them).

export function buyerSchema(country: 'IE' | 'GB', options: { corporate: boolean; giftAid: boolean }) {
  return z.object({
    // Optional (issue 40): no answer is 'Prefer not to say', which sends an empty field_title.
    title: z
      .enum([...TITLES, ''], { message: BUYER_ERRORS.title })
      .transform((t): (typeof TITLES)[number] => (t === '' ? PREFER_NOT_TO_SAY : t)),
    firstName: z.string().trim().min(1, BUYER_ERRORS.firstName).max(100),
    lastName: z.string().trim().min(1, BUYER_ERRORS.lastName).max(100),
    email: z.string().trim().max(254).regex(EMAIL_PATTERN, EMAIL_MESSAGE),
    phone: z.string().trim().max(40).regex(/^[+()\d\s-]*$/, BUYER_ERRORS.phone),
    organization: options.corporate ? z.string().trim().min(1, BUYER_ERRORS.organization).max(255) : z.string().trim().max(255),
    address: z.object({
      address_line1: z.string().trim().min(1, BUYER_ERRORS.address_line1).max(255),
      address_line2: z.string().trim().max(255),
      locality: z.string().trim().min(1, BUYER_ERRORS.locality).max(255),
      administrative_area: z.string().trim().max(255),
      postal_code: country === 'GB' ? z.string().trim().min(1, BUYER_ERRORS.postal_code.GB).max(20) : z.string().trim().max(20),
    }),
    giftaid: options.giftAid ? z.boolean({ message: BUYER_ERRORS.giftaid }) : z.boolean().nullable(),
  });
}

export type { BuyerForm };
// The form's shape is written out in ./buyer-form.ts (which must not import this module); it
// stays the schema's input: tsc fails here when the two drift apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type True<T extends true> = T;
export type _FormIsSchemaInput = True<Same<BuyerForm, z.input<ReturnType<typeof buyerSchema>>>>;
export type BuyerAnswers = z.output<ReturnType<typeof buyerSchema>>;

/** The order's buyer from the checked form and the contact preferences the buyer saw. */
export function giftBuyer(answers: BuyerAnswers, country: 'IE' | 'GB', preferences: ContactPreferences): GiftBuyer {
  return {
    title: answers.title,
    firstName: answers.firstName,
    lastName: answers.lastName,
    email: answers.email,
    phone: answers.phone,
    address: {
      countryCode: country,
      addressLine1: answers.address.address_line1,
      addressLine2: answers.address.address_line2,
      locality: answers.address.locality,
      administrativeArea: answers.address.administrative_area,
      postalCode: answers.address.postal_code,
      organization: answers.organization,
    },
    contactPreferences: viewedPreferences(country, preferences),
  };
}
