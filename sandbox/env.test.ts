import { describe, expect, it } from 'vitest';
import { startAppEnv } from './env';

describe('startAppEnv (npm start)', () => {
  it('takes test payments with the embedded sandbox, so a plain npm start can be given to', () => {
    expect(startAppEnv({})).toBe('staging');
  });
  it('is production with a real backend, and APP_ENV always wins', () => {
    expect(startAppEnv({ BACKEND_URL: 'https://cms.example.org' })).toBe('production');
    expect(startAppEnv({ APP_ENV: 'production' })).toBe('production');
    expect(startAppEnv({ APP_ENV: 'staging', BACKEND_URL: 'https://cms.example.org' })).toBe('staging');
  });
});
