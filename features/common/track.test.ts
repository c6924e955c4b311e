import { afterEach, describe, expect, it } from 'vitest';
import { setErrorReporter, track } from './track';

describe('track()', () => {
  afterEach(() => {
    setErrorReporter(null);
    delete (globalThis as { window?: unknown }).window;
  });

  it('pushes the event to the dataLayer and reports it to the error reporter', () => {
    const reported: unknown[] = [];
    (globalThis as { window?: unknown }).window = globalThis;
    setErrorReporter((event, data) => reported.push([event, data]));
    track('donationFormValidationError', { step: 'details', fields: ['email'] });
    track('santaLetterFormValidationError');
    expect(window.dataLayer).toEqual([{ event: 'donationFormValidationError', step: 'details', fields: ['email'] }, { event: 'santaLetterFormValidationError' }]);
    expect(reported).toEqual([
      ['donationFormValidationError', { step: 'details', fields: ['email'] }],
      ['santaLetterFormValidationError', {}],
    ]);
    delete window.dataLayer;
  });

  it('does nothing on the server', () => {
    const reported: unknown[] = [];
    setErrorReporter((event) => reported.push(event));
    track('donationFormSubmissionError', { statusCode: 502 });
    expect(reported).toEqual([]);
  });
});
