'use client';

import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { viewedPreferences, type ContactPreferences } from '@/features/checkout';
import { ContactPreferencesFields } from '@/features/checkout/client';
import { useDonationForm } from '../store';
import { StepActions } from './StepActions';
import type { StepProps } from './types';

// Step 3: contact preferences per country (SPEC §9); viewedPreferencesOptions is recorded.
// Every question of the country is asked, whether or not the donor gave a phone number.

export function PreferencesStep({ country, goNext, backHref }: StepProps) {
  const preferences = useDonationForm((s) => s.values.contact_preferences);
  const viewed = useDonationForm((s) => s.values.viewedPreferencesOptions);
  const edit = useDonationForm((s) => s.edit);
  const completeStep = useDonationForm((s) => s.completeStep);
  const { control, handleSubmit } = useForm<{ contact_preferences: ContactPreferences }>({ defaultValues: { contact_preferences: preferences } });

  useEffect(() => {
    if (!viewed) edit({ viewedPreferencesOptions: true });
  }, [viewed, edit]);

  return (
    <form
      noValidate
      onSubmit={handleSubmit((data) => {
        completeStep('preferences', { viewedPreferencesOptions: true, contact_preferences: viewedPreferences(country, data.contact_preferences) });
        goNext();
      })}
    >
      <Controller
        control={control}
        name="contact_preferences"
        render={({ field }) => (
          <ContactPreferencesFields
            country={country}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              edit({ contact_preferences: value });
            }}
          />
        )}
      />
      <StepActions backHref={backHref} />
    </form>
  );
}
