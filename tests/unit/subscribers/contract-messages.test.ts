import { describe, expect, it } from 'vitest';
import { createSubscriber } from '#functions/subscribers/routes';
import { fieldErrorsOf } from '#functions/platform/http/request';

describe('the messages of the contract', () => {
  it("are zod's English ones where a field names none of its own, as the forms show them", () => {
    const result = createSubscriber.body!.safeParse({ firstName: 'x'.repeat(61), lastName: 7, niche: 'food', plan: 'gold', extra: 1 });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual({
      firstName: ['Too big: expected string to have <=60 characters'],
      lastName: ['Invalid input: expected string, received number'],
      _: ['Unknown field(s): plan, extra'],
    });
  });
});
