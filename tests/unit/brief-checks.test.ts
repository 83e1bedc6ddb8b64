import { describe, expect, it } from 'vitest';
import { BRIEF_LIMITS, briefErrors, briefFirstProblems } from '../../model/enquiry';

// The published page's script checks a brief with briefFirstProblems (no schema library); the app's
// form and the server with the zod schema. Where both check, they must say the same words.
describe("a brief's checks before it is sent", () => {
  const cases: Record<string, Record<string, string>> = {
    'nothing typed': { name: '', email: '', message: '' },
    'an address without a domain': { name: 'Noor', email: 'noor@', message: 'Hello' },
    'a name too long': { name: 'N'.repeat(BRIEF_LIMITS.name + 1), email: 'a@b.co', message: 'Hi' },
    'a message too long': {
      name: 'Noor',
      email: 'noor@example.org',
      message: 'x'.repeat(BRIEF_LIMITS.message + 1),
    },
    'a good brief': { name: 'Noor', email: 'noor@example.org', message: 'A bakery identity.' },
  };
  for (const [name, values] of Object.entries(cases))
    it(`say what the schema says: ${name}`, () => {
      expect(briefFirstProblems((field) => (values[field] ?? '').trim())).toEqual(
        briefErrors(values),
      );
    });
});
