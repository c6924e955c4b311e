'use client';

import { useMemo } from 'react';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { AddressFields, lazyResolver, type AddressValue } from '@/features/checkout/client';
import { useDonationForm } from '../store';
import { reportInvalid } from './DetailsStep';
import { loadValidation } from './lazy-validation';
import { StepActions } from './StepActions';
import type { StepProps } from './types';

// Step 2 'Address': look-up through the address service (CONTRACT §8) or manual entry.

const FIELD_ORDER = ['address_line1', 'address_line2', 'locality', 'administrative_area', 'postal_code'] as const;
type Errors = Partial<Record<keyof AddressValue, string>>;

export function AddressStep({ country, goNext, backHref }: StepProps) {
  const address = useDonationForm((s) => s.values.address);
  const edit = useDonationForm((s) => s.edit);
  const completeStep = useDonationForm((s) => s.completeStep);
  const validation = useMemo(() => lazyResolver(() => loadValidation().then(({ zodResolver, addressSchema }) => zodResolver(addressSchema(country)))), [country]);
  const { control, handleSubmit, formState } = useForm<AddressValue>({ resolver: validation.resolver, defaultValues: address, shouldFocusError: false });
  const errors: Errors = {};
  for (const f of FIELD_ORDER) if (formState.errors[f]?.message) errors[f] = formState.errors[f]!.message;

  return (
    <form
      noValidate
      onFocus={validation.preload}
      onPointerDown={validation.preload}
      onSubmit={handleSubmit(
        (data) => {
          completeStep('address', { address: data });
          goNext();
        },
        (e) => {
          reportInvalid('address', e);
          const first = FIELD_ORDER.find((f) => e[f]);
          if (first) document.getElementById(`address-${first}`)?.focus();
        },
      )}
    >
      <AddressFieldsBridge country={country} control={control} errors={errors} onChange={(value) => edit({ address: value })} />
      <StepActions backHref={backHref} />
    </form>
  );
}

/** The shared controlled AddressFields inside this react-hook-form form. */
function AddressFieldsBridge({ country, control, errors, onChange }: { country: 'IE' | 'GB'; control: Control<AddressValue>; errors: Errors; onChange: (v: AddressValue) => void }) {
  const value = useWatch({ control }) as AddressValue;
  const fields = {
    address_line1: useController({ control, name: 'address_line1' }).field,
    address_line2: useController({ control, name: 'address_line2' }).field,
    locality: useController({ control, name: 'locality' }).field,
    administrative_area: useController({ control, name: 'administrative_area' }).field,
    postal_code: useController({ control, name: 'postal_code' }).field,
  };
  return (
    <AddressFields
      country={country}
      value={value}
      errors={errors}
      onChange={(next) => {
        for (const key of FIELD_ORDER) if (next[key] !== value[key]) fields[key].onChange(next[key]);
        onChange(next);
      }}
    />
  );
}
