import {
  CARD_MESSAGES,
  CSTORE_MAXIMUM,
  checkCardCvv,
  checkCardExpiry,
  checkCardNumber,
  checkCardToken,
  checkMethodAmount,
  passesLuhn,
} from '../card-payment';

describe('card rules', () => {
  it.each(['4811 1111 1111 1114', '4811-1111-1111-1114', '5211111111111117', '378282246310005'])(
    'accepts %s',
    (number) => expect(checkCardNumber(number)).toBeNull(),
  );

  it('names what is wrong with a number', () => {
    expect(checkCardNumber('  ')).toBe(CARD_MESSAGES.numberRequired);
    expect(checkCardNumber('4811 1111')).toBe(CARD_MESSAGES.numberLength);
    expect(checkCardNumber('4811 1111 1111 111a')).toBe(CARD_MESSAGES.numberLength);
    // One digit off, and two neighbours swapped: the checksum catches both.
    expect(checkCardNumber('4811 1111 1111 1115')).toBe(CARD_MESSAGES.numberInvalid);
    expect(passesLuhn('4811111111111141')).toBe(false);
  });

  it('takes the expiry as printed (BB/TT), valid through the end of its month', () => {
    const now = new Date(2026, 10, 27);
    expect(checkCardExpiry('11/26', now)).toBeNull();
    expect(checkCardExpiry('01/2030', now)).toBeNull();
    expect(checkCardExpiry('10/26', now)).toBe(CARD_MESSAGES.expiryPast);
    expect(checkCardExpiry('13/30', now)).toBe(CARD_MESSAGES.expiryMonth);
    expect(checkCardExpiry('', now)).toBe(CARD_MESSAGES.expiryRequired);
    expect(checkCardExpiry('1130', now)).toBe(CARD_MESSAGES.expiryRequired);
  });

  it('wants 3 or 4 digits of CVV', () => {
    expect(checkCardCvv('123')).toBeNull();
    expect(checkCardCvv('1234')).toBeNull();
    expect(checkCardCvv('12')).toBe(CARD_MESSAGES.cvvInvalid);
    expect(checkCardCvv('12a')).toBe(CARD_MESSAGES.cvvInvalid);
  });

  it("accepts Midtrans's token shape only", () => {
    expect(checkCardToken('481111-1114-a901971f-2f1b-4781-802a-df326fbf0e9c')).toBeNull();
    for (const bad of [undefined, 42, '', 'short', 'has space in it', '<script>alert(1)</script>']) {
      expect(checkCardToken(bad)).toBe(CARD_MESSAGES.tokenInvalid);
    }
  });

  it('holds a convenience store payment to its maximum, other methods to none of their own', () => {
    expect(checkMethodAmount('cstore', CSTORE_MAXIMUM)).toBeNull();
    expect(checkMethodAmount('cstore', CSTORE_MAXIMUM + 1)).toBe(
      'Pembayaran di Indomaret atau Alfamart paling banyak 5.000.000 rupiah',
    );
    expect(checkMethodAmount('credit_card', CSTORE_MAXIMUM + 1)).toBeNull();
  });
});
