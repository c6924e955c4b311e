import { EMAIL_MESSAGE } from '@/features/checkout';

// The donation checkout's field messages (SPEC §5), apart from the step schemas (./schemas.ts)
// so that a page can show one without loading zod.

export const MESSAGES = {
  first_name: 'Please enter your first name',
  last_name: 'Please enter your last name',
  email: EMAIL_MESSAGE,
  phone: 'Please enter a valid phone number',
  company_name: 'Please enter the name of the company',
  address_line1: 'Please enter the first line of your address',
  locality: 'Please enter your town or city',
  postal_code_GB: 'Please enter your postcode',
  postal_code_IE: 'Please enter a valid Eircode',
  giftaid: 'Please tell us whether you would like to add Gift Aid',
  payment_method: 'Please choose how you would like to pay',
  fee: 'Please choose whether to cover the transaction fee',
} as const;
