/** site.yaml's phone numbers: written as people write them, kept in E.164. */
import { describe, expect, it } from 'vitest';
import { phoneNumber } from '../../../../src/content/schemas/fields.ts';

describe('phoneNumber', () => {
  it.each([
    ['+902163334455', '+902163334455'],
    ['+90 216 333 44 55', '+902163334455'],
    ['0216 333 44 55', '+902163334455'],
    ['(0216) 333-44-55', '+902163334455'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('reads %s as %s', (written, e164) => {
    expect(phoneNumber.parse(written)).toBe(e164);
  });
  it.each(['+90 216 333 44 5', '0216 333 44 55 66', 'call us', '+90 216 333 44 55 ext'])(
    'refuses %s, saying how to write it',
    (written) => {
      const result = phoneNumber.safeParse(written);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/\+90 212 555 01 47/);
    },
  );
});
