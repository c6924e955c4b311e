import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';
import { EmailSchema } from './order-schema';

describe('email rule (SPEC §5)', () => {
  it('accepts local-part@domain with a top-level domain of 2 or more letters', () => {
    for (const ok of ['aoife@example.ie', 'a.b+c@mail.example.co.uk', 'x@y.museum', 'ÉIRE@example.ie']) expect(isValidEmail(ok), ok).toBe(true);
  });

  it('accepts an IP literal in brackets', () => {
    expect(isValidEmail('donor@[192.168.0.1]')).toBe(true);
    expect(isValidEmail('donor@[IPv6:2001:db8::1]')).toBe(true);
  });

  it('refuses a one-letter or numeric top-level domain, no domain, spaces or two @', () => {
    for (const bad of ['a@b.c', 'a@b.c1', 'a@localhost', 'a@', '@example.ie', 'a b@example.ie', 'a@@example.ie', 'a@example.ie x', 'a@192.168.0.1', 'a@[not-an-ip]']) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });

  it('is trimmed before sending', () => {
    expect(EmailSchema.parse('  aoife@example.ie ')).toBe('aoife@example.ie');
  });
});
