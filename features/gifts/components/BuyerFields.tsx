import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { AddressFields, checkoutStyles, SelectField, TextField } from '@/features/checkout/client';
import type { BuyerForm } from '../checkout-schema';
import { PREFER_NOT_TO_SAY, TITLES } from '../buyer-form';
import type { CharityCountry } from '../sending-time';

// The gift checkout's 'Your details' and 'Your address' (react-hook-form fields of BuyerForm;
// the address look-up is the shared checkout's). Disabled while an order is on its way.

interface DetailsProps {
  register: UseFormRegister<BuyerForm>;
  errors: FieldErrors<BuyerForm>;
  /** A corporate basket asks for the company name. */
  corporate: boolean;
  disabled: boolean;
}

export function BuyerDetailsFields({ register, errors, corporate, disabled }: DetailsProps) {
  return (
    <fieldset className={checkoutStyles.fieldset} disabled={disabled}>
      <legend className={checkoutStyles.legend}>Your details</legend>
      <SelectField id="buyer-title" label="Title (optional)" autoComplete="honorific-prefix" error={errors.title?.message} {...register('title')}>
        <option value={PREFER_NOT_TO_SAY}>{PREFER_NOT_TO_SAY}</option>
        {TITLES.filter((t) => t !== PREFER_NOT_TO_SAY).map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </SelectField>
      <TextField id="buyer-firstName" label="First name" autoComplete="given-name" maxLength={100} error={errors.firstName?.message} {...register('firstName')} />
      <TextField id="buyer-lastName" label="Last name" autoComplete="family-name" maxLength={100} error={errors.lastName?.message} {...register('lastName')} />
      <TextField id="buyer-email" label="Email" type="email" autoComplete="email" maxLength={254} hint="We send your receipt here." error={errors.email?.message} {...register('email')} />
      <TextField id="buyer-phone" label="Phone (optional)" type="tel" autoComplete="tel" maxLength={40} error={errors.phone?.message} {...register('phone')} />
      {corporate ? <TextField id="buyer-organization" label="Company name" autoComplete="organization" maxLength={255} error={errors.organization?.message} {...register('organization')} /> : null}
    </fieldset>
  );
}

interface AddressProps {
  control: Control<BuyerForm>;
  errors: FieldErrors<BuyerForm>;
  country: CharityCountry;
  disabled: boolean;
}

export function BuyerAddressFields({ control, errors, country, disabled }: AddressProps) {
  return (
    <fieldset className={checkoutStyles.fieldset} disabled={disabled}>
      <legend className={checkoutStyles.legend}>Your address</legend>
      <Controller
        control={control}
        name="address"
        render={({ field }) => (
          <AddressFields
            country={country}
            value={field.value}
            onChange={field.onChange}
            errors={{
              address_line1: errors.address?.address_line1?.message,
              locality: errors.address?.locality?.message,
              postal_code: errors.address?.postal_code?.message,
            }}
          />
        )}
      />
    </fieldset>
  );
}
