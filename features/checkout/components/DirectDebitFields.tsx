'use client';

import { useImperativeHandle, useState, type Ref } from 'react';
import { checkAccountNumber, checkIban, checkSortCode } from '../bank-account';
import { FALLBACK_CREDITOR, sepaMandateLabel } from '../direct-debit-texts';
import { directDebitPayment } from '../payment/payments';
import type { PaymentContext, PaymentFieldsHandle, PaymentOutcome } from '../payment/provider';
import { DirectDebitGuarantee, SepaMandate } from './DirectDebitTerms';
import { TextField } from './Field';
import styles from './Checkout.module.css';

// Bank account for monthly gifts: UK direct debit (sort code + account, one signatory) or SEPA
// (IBAN). The checksum is checked here first, then the site's bank route (the look-up service,
// or its offline check when the service is down); the refusal's message is shown. A route that
// cannot answer at all never stops the donor (issue 31): the backend judges the account at order.
// What the banks require is shown with the fields (./DirectDebitTerms.tsx): the Direct Debit
// logo and Guarantee for a UK account, the SEPA mandate the donor ticks to sign for an IBAN.

export const BANK_VALIDATION_URL = '/api/checkout/bank';
export const ACCOUNT_NAME_MESSAGE = 'Please enter the name of the account holder';
export const SIGNATORY_LABEL = 'I am the account holder and the only person required to authorise debits from this account';
export const SIGNATORY_MESSAGE = 'Please confirm that you can authorise debits from this account on your own';
export const SEPA_MANDATE_MESSAGE = 'Please accept the direct debit mandate';
export const BANK_CHECK_FAILED = 'We could not check your bank details just now. Please try again.';

type Errors = Partial<Record<'account_name' | 'sort_code' | 'account_number' | 'iban' | 'confirm', string>>;

interface Props {
  context: PaymentContext;
  /** The charity the mandate names (settings' charity name; without one, the site's name). */
  creditor?: string;
  /** Settings tooltip 'direct_debit' (the Direct Debit Guarantee), if any. */
  tooltip?: string | null;
  validationUrl?: string;
  ref?: Ref<PaymentFieldsHandle>;
}

/** Past this the donor goes on without the route's answer. */
export const BANK_CHECK_TIMEOUT_MS = 12_000;

type RouteCheck = { valid: boolean; message: string | null; bank_name: string | null };

/**
 * The bank route's verdict, or null when it could not give one (unreachable, slow, a 5xx, an
 * unreadable answer). Only the site's own burst limit (429) is a refusal: its message is thrown.
 */
export async function validateRemotely(url: string, query: Record<string, string>): Promise<RouteCheck | null> {
  let response: Response;
  try {
    const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(BANK_CHECK_TIMEOUT_MS) : undefined;
    response = await fetch(`${url}?${new URLSearchParams(query)}`, { headers: { accept: 'application/json' }, signal });
  } catch {
    return null;
  }
  const body = (await response.json().catch(() => null)) as { valid?: unknown; message?: unknown; bank_name?: unknown } | null;
  const message = typeof body?.message === 'string' ? body.message : null;
  if (response.status === 429) throw new Error(message ?? BANK_CHECK_FAILED);
  if (!response.ok || typeof body?.valid !== 'boolean') return null;
  return { valid: body.valid, message, bank_name: typeof body.bank_name === 'string' ? body.bank_name : null };
}

export function DirectDebitFields({ context, creditor = FALLBACK_CREDITOR, tooltip, validationUrl = BANK_VALIDATION_URL, ref }: Props) {
  const uk = context.country === 'GB';
  const [accountName, setAccountName] = useState(context.donorName);
  const [sortCode, setSortCode] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [iban, setIban] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [bank, setBank] = useState<string | null>(null);

  function fail(next: Errors): PaymentOutcome {
    setErrors(next);
    const order = ['account_name', 'sort_code', 'account_number', 'iban', 'confirm'] as const;
    const first = order.find((f) => next[f]);
    if (first) document.getElementById(`dd-${first}`)?.focus();
    return { ok: false, message: first ? next[first]! : BANK_CHECK_FAILED };
  }

  useImperativeHandle(ref, () => ({
    async authorize(): Promise<PaymentOutcome> {
      const next: Errors = {};
      const name = accountName.trim();
      if (!name) next.account_name = ACCOUNT_NAME_MESSAGE;
      const sort = checkSortCode(sortCode);
      const number = checkAccountNumber(accountNumber);
      const sepa = checkIban(iban);
      if (uk) {
        if (!sort.ok) next.sort_code = sort.message;
        if (!number.ok) next.account_number = number.message;
      } else if (!sepa.ok) next.iban = sepa.message;
      if (!confirmed) next.confirm = uk ? SIGNATORY_MESSAGE : SEPA_MANDATE_MESSAGE;
      if (Object.keys(next).length) return fail(next);
      try {
        const result = uk
          ? await validateRemotely(validationUrl, { sort_code: sort.ok ? sort.value : '', account_number: number.ok ? number.value : '' })
          : await validateRemotely(validationUrl, { iban: sepa.ok ? sepa.value : '' });
        if (result && !result.valid) return fail(uk ? { account_number: result.message ?? BANK_CHECK_FAILED } : { iban: result.message ?? BANK_CHECK_FAILED });
        setBank(result?.bank_name ?? null);
      } catch (error) {
        return fail(uk ? { account_number: error instanceof Error ? error.message : BANK_CHECK_FAILED } : { iban: error instanceof Error ? error.message : BANK_CHECK_FAILED });
      }
      setErrors({});
      if (uk && sort.ok && number.ok) return directDebitPayment(context, { accountName: name, sortCode: sort.value, accountNumber: number.value });
      if (!uk && sepa.ok) return directDebitPayment(context, { accountName: name, iban: sepa.value });
      return { ok: false, message: BANK_CHECK_FAILED };
    },
  }));

  return (
    <div className={styles.panel} data-provider={uk ? 'direct-debit-uk' : 'direct-debit-sepa'}>
      {uk ? <DirectDebitGuarantee organisation={creditor} /> : null}
      {tooltip ? <p className={styles.hint}>{tooltip}</p> : null}
      <TextField id="dd-account_name" label="Account holder name" value={accountName} onChange={(e) => setAccountName(e.target.value)} error={errors.account_name} autoComplete="name" maxLength={200} />
      {uk ? (
        <div className={styles.row}>
          <TextField id="dd-sort_code" label="Sort code" hint="6 digits, e.g. 20-00-00" value={sortCode} onChange={(e) => setSortCode(e.target.value)} error={errors.sort_code} inputMode="numeric" maxLength={8} />
          <TextField id="dd-account_number" label="Account number" hint="8 digits" value={accountNumber} onChange={(e) => setAccountNumber(e.target.value)} error={errors.account_number} inputMode="numeric" maxLength={10} />
        </div>
      ) : (
        <TextField id="dd-iban" label="IBAN" hint="e.g. IE29 AIBK 9311 5212 3456 78" value={iban} onChange={(e) => setIban(e.target.value)} error={errors.iban} autoComplete="off" maxLength={42} />
      )}
      {uk ? null : <SepaMandate creditor={creditor} />}
      <div className={styles.check}>
        <input id="dd-confirm" type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} aria-invalid={errors.confirm ? true : undefined} aria-describedby={errors.confirm ? 'dd-confirm-error' : undefined} />
        <label htmlFor="dd-confirm">{uk ? SIGNATORY_LABEL : sepaMandateLabel(creditor)}</label>
      </div>
      {errors.confirm ? (
        <p id="dd-confirm-error" className={styles.error}>
          {errors.confirm}
        </p>
      ) : null}
      {bank ? <p className={styles.success}>Bank: {bank}</p> : null}
      <p className={styles.hint}>{uk ? 'Your donation will be collected on the 1st of each month.' : 'Your donation will be collected on the 2nd of each month.'}</p>
    </div>
  );
}
