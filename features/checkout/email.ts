// The email rule shared by the forms and the order schemas, without zod: a form's page can
// check an address and show the message without loading the schemas (./order-schema.ts).

/** SPEC §5: local-part@domain with a top-level domain of 2+ letters; an IP literal in brackets is allowed. */
export const EMAIL_PATTERN = /^[^\s@]+@(?:(?:[^\s@.[\]]+\.)+[A-Za-z]{2,}|\[(?:\d{1,3}(?:\.\d{1,3}){3}|IPv6:[0-9A-Fa-f:.]+)\])$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value.trim());
}

export const EMAIL_MESSAGE = 'Please enter a valid email address';
