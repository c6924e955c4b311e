'use client';

import { Controller, useForm } from 'react-hook-form';
import { GiftAidDeclaration, lazyResolver } from '@/features/checkout/client';
import { useDonationForm } from '../store';
import { reportInvalid } from './DetailsStep';
import { loadValidation } from './lazy-validation';
import { StepActions } from './StepActions';
import type { StepProps } from './types';

// GB step 5: the Gift Aid declaration. A company donation cannot carry Gift Aid (SPEC §5).

const validation = lazyResolver(() => loadValidation().then(({ zodResolver, GiftAidSchema }) => zodResolver(GiftAidSchema)));

export function GiftAidStep({ currency, checkout, goNext, backHref }: StepProps) {
  const values = useDonationForm((s) => s.values);
  const edit = useDonationForm((s) => s.edit);
  const completeStep = useDonationForm((s) => s.completeStep);
  const companyName = values.company_donation ? values.company_name : '';
  const { control, handleSubmit, formState } = useForm<{ giftaid: boolean | null }>({
    resolver: validation.resolver,
    defaultValues: { giftaid: companyName.trim() ? false : values.giftaid },
  });
  return (
    <form
      noValidate
      onFocus={validation.preload}
      onPointerDown={validation.preload}
      onSubmit={handleSubmit(
        (data) => {
          completeStep('giftaid', { giftaid: data.giftaid });
          goNext();
        },
        (e) => {
          reportInvalid('giftaid', e);
          document.getElementById('giftaid-yes')?.focus();
        },
      )}
    >
      <Controller
        control={control}
        name="giftaid"
        render={({ field }) => (
          <GiftAidDeclaration
            value={field.value}
            onChange={(v) => {
              field.onChange(v);
              edit({ giftaid: v });
            }}
            amountMinor={values.amount}
            currency={currency}
            companyName={companyName}
            error={formState.errors.giftaid?.message}
            tooltip={checkout.tooltips.giftaid}
          />
        )}
      />
      <StepActions backHref={backHref} />
    </form>
  );
}
