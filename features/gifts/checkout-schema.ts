import { z } from 'zod';
import { EMAIL_MESSAGE, EMAIL_PATTERN, viewedPreferences, type ContactPreferences } from '@/features/checkout';
import { TITLES, type GiftBuyer } from './order';

// The gift checkout's buyer details (react-hook-form with this zod schema). Per-field texts are
// the shop's own (SPEC §8 does not fix them).

export const BUYER_ERRORS = {
  title: 'Please choose your title',
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  phone: 'Please enter a valid phone number',
  organization: 'Please enter your company name',
  address_line1: 'Please enter the first line of your address',
  locality: 'Please enter your town or city',
  postal_code: { GB: 'Please enter your postcode', IE: 'Please enter your Eircode' },
  giftaid: 'Please tell us whether you want to Gift Aid your gift',
} as const;

export const SUBMIT_FAILED = "Sorry, we couldn't submit the form. Please review your payment details and try again.";
export const PAYMENT_INCOMPLETE = 'Your payment was not completed. Please try again or choose another payment method.';
export const CHOOSE_PAYMENT_METHOD = 'Please choose how you would like to pay';

export function buyerSchema(country: 'IE' | 'GB', options: { corporate: boolean; giftAid: boolean }) {
  return z.object({
    title: z.enum(TITLES, { message: BUYER_ERRORS.title }),
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

export type BuyerForm = z.input<ReturnType<typeof buyerSchema>>;
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

export const EMPTY_BUYER: BuyerForm = {
  title: '' as BuyerForm['title'],
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  organization: '',
  address: { address_line1: '', address_line2: '', locality: '', administrative_area: '', postal_code: '' },
  giftaid: null,
};
