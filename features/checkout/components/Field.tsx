import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from 'react';
import styles from './Checkout.module.css';

// Labelled inputs with their hint and error wired up for screen readers (aria-describedby,
// aria-invalid): TextField for an <input>, SelectField for a <select> (its <option>s as
// children). Both work as a react-hook-form `register` target.

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
}

export interface TextFieldProps extends FieldFrameProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  ref?: Ref<HTMLInputElement>;
}

export interface SelectFieldProps extends FieldFrameProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  ref?: Ref<HTMLSelectElement>;
}

/** The control's aria-describedby: its hint, then its error. */
function describedBy(id: string, hint: ReactNode, error: string | null | undefined): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/** The label, the hint above the control and the error below it. */
function FieldFrame({ id, label, hint, error, children }: FieldFrameProps & { children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({ id, label, hint, error, ref, ...input }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input id={id} ref={ref} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...input} />
    </FieldFrame>
  );
}

export function SelectField({ id, label, hint, error, ref, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select id={id} ref={ref} className={styles.select} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
}

/** A payment provider's own message (declined, cancelled, not ready), announced as it appears. */
export function ProviderAlert({ message }: { message: string | null }) {
  return message ? (
    <p className={styles.error} role="alert">
      {message}
    </p>
  ) : null;
}

export { styles as checkoutStyles };
