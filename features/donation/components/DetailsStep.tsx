'use client';

import { useEffect } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { checkoutStyles as styles, lazyResolver, SelectField, TextField } from '@/features/checkout/client';
import { track } from '@/features/common/track';
import type { DetailsInput } from '../schemas';
import { useDonationForm } from '../store';
import { loadValidation } from './lazy-validation';
import { StepActions } from './StepActions';
import type { StepProps } from './types';

// Step 1 'Name & email': names, email (SPEC §5 rule), phone, company donation, where the donor
// heard of the appeal (offered source codes only).

export const COMPANY_DONATION_LABEL = 'I am making this donation on behalf of a company';
export const SOURCE_CODE_LABEL = 'Where did you hear about this appeal? (optional)';
export const SCHOOL_NAME_LABEL = 'School name (optional)';

const validation = lazyResolver(() => loadValidation().then(({ zodResolver, DetailsSchema }) => zodResolver(DetailsSchema)));

export function reportInvalid(step: string, errors: FieldErrors) {
  track('donationFormValidationError', { step, fields: Object.keys(errors) });
}

export function DetailsStep({ sourceCodes, checkout, goNext, backHref }: StepProps) {
  const values = useDonationForm((s) => s.values);
  const edit = useDonationForm((s) => s.edit);
  const completeStep = useDonationForm((s) => s.completeStep);
  const askSchoolName = useDonationForm((s) => s.askSchoolName);
  const offered = sourceCodes.some((s) => s.code === values.source_code) ? values.source_code : '';
  const { register, handleSubmit, subscribe, control, formState } = useForm<DetailsInput>({
    resolver: validation.resolver,
    defaultValues: {
      first_name: values.first_name,
      last_name: values.last_name,
      email: values.email,
      phone: values.phone,
      company_donation: values.company_donation,
      company_name: values.company_name,
      source_code: offered,
      school_name: values.school_name,
    },
    shouldFocusError: true,
  });
  const errors = formState.errors;
  const company = useWatch({ control, name: 'company_donation' });

  // Every keystroke is kept in the session: reload or back never loses an answer.
  useEffect(() => {
    return subscribe({ formState: { values: true }, callback: ({ values: v }) => edit(v as Partial<DetailsInput>) });
  }, [subscribe, edit]);

  return (
    <form
      noValidate
      onFocus={validation.preload}
      onPointerDown={validation.preload}
      onSubmit={handleSubmit(
        (data) => {
          completeStep('details', data);
          goNext();
        },
        (e) => reportInvalid('details', e),
      )}
    >
      <div className={styles.row}>
        <TextField id="first_name" label="First name" autoComplete="given-name" maxLength={100} error={errors.first_name?.message} {...register('first_name')} />
        <TextField id="last_name" label="Last name" autoComplete="family-name" maxLength={100} error={errors.last_name?.message} {...register('last_name')} />
      </div>
      <TextField id="email" type="email" label="Email address" hint="We'll send your receipt here." autoComplete="email" maxLength={254} error={errors.email?.message} {...register('email')} />
      <TextField id="phone" type="tel" label="Phone number (optional)" autoComplete="tel" maxLength={40} error={errors.phone?.message} {...register('phone')} />
      <div className={styles.check}>
        <input id="company_donation" type="checkbox" {...register('company_donation')} />
        <label htmlFor="company_donation">{COMPANY_DONATION_LABEL}</label>
      </div>
      {checkout.tooltips.company_donation ? <p className={styles.hint}>{checkout.tooltips.company_donation}</p> : null}
      {company ? <TextField id="company_name" label="Company name" autoComplete="organization" maxLength={255} error={errors.company_name?.message} {...register('company_name')} /> : null}
      {askSchoolName ? (
        <TextField id="school_name" label={SCHOOL_NAME_LABEL} hint={checkout.tooltips.school_name ?? "If you are giving with your school, tell us which one."} autoComplete="organization" maxLength={255} error={errors.school_name?.message} {...register('school_name')} />
      ) : null}
      {sourceCodes.length ? (
        <SelectField id="source_code" label={SOURCE_CODE_LABEL} hint={checkout.tooltips.source_code} {...register('source_code')}>
          <option value="">Please choose</option>
          {sourceCodes.map((s) => (
            <option key={s.code} value={s.code}>
              {s.label}
            </option>
          ))}
        </SelectField>
      ) : null}
      <StepActions backHref={backHref} />
    </form>
  );
}
