/** An optional address part as a form library may hold it: text, or a picked option. */
export type AddressPartValue = string | { label?: string; value?: string | number };

/**
 * SPEC §5: an optional address part that is an object (a picked option such as
 * {label, value}) is replaced by its label or value; anything else becomes text. Both order
 * bodies (donation and gift) pass their address parts through it.
 */
export function addressPart(part: unknown): string {
  if (part && typeof part === 'object') {
    const { label, value } = part as { label?: unknown; value?: unknown };
    return typeof label === 'string' ? label : typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  }
  return typeof part === 'string' ? part : typeof part === 'number' ? String(part) : '';
}
