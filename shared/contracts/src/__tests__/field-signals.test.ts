import { FIELD_MESSAGE_MAX_CHARS } from '../field-signal-limits';
import { scrubFieldMessage } from '../api/field-signals';

describe('scrubFieldMessage', () => {
  it('replaces e-mail addresses, ids and long numbers, and keeps the rest of the message', () => {
    expect(
      scrubFieldMessage('Order 1234567 of budi@example.com failed (id 3f2b8c1a-9d4e-4f6a-8b2c-1d2e3f4a5b6c, step 2)'),
    ).toBe('Order <n> of <email> failed (id <id>, step 2)');
  });

  it('cuts a long message short', () => {
    expect(scrubFieldMessage('x'.repeat(1000))).toHaveLength(FIELD_MESSAGE_MAX_CHARS);
  });
});
