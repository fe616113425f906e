import {
  DONATION_AMOUNT_BOUNDS,
  MESSAGES,
  checkDonationAmount,
  checkDonationAmountAlone,
  donationMaximumMessage,
} from '..';

describe('the donation amount rule', () => {
  it('takes whole rupiah from the minimum up to what remains, the bounds included', () => {
    expect(DONATION_AMOUNT_BOUNDS.minimum).toBe(10_000);
    expect(checkDonationAmount(10_000, 90_000)).toBeNull();
    expect(checkDonationAmount(90_000, 90_000)).toBeNull();
  });

  it("words each refusal with the spec's message, in the rule's order", () => {
    for (const amount of ['25000', null, undefined, 10_000.5, Number.NaN, 2 ** 53]) {
      expect(checkDonationAmount(amount, 90_000)).toBe(MESSAGES.donationAmountInvalid);
    }
    expect(checkDonationAmount(9_999.5, 90_000)).toBe(MESSAGES.donationAmountInvalid);
    for (const amount of [9_999, 0, -50_000])
      expect(checkDonationAmount(amount, 90_000)).toBe(MESSAGES.donationMinimum);
    expect(checkDonationAmount(90_001, 90_000)).toBe('Donasi tidak boleh lebih dari 90.000 rupiah');
    expect(checkDonationAmount(90_001, 90_000)).toBe(donationMaximumMessage('90.000'));
  });

  it('words the last part for its form, never naming a negative room', () => {
    expect(checkDonationAmount(20_000, -5, (rest) => `sisa ${rest}`)).toBe('sisa 0');
  });

  it('holds a request to the parts that need no campaign', () => {
    expect(checkDonationAmountAlone(10_000)).toBeNull();
    expect(checkDonationAmountAlone(Number.MAX_SAFE_INTEGER)).toBeNull();
    expect(checkDonationAmountAlone(9_999)).toBe(MESSAGES.donationMinimum);
    expect(checkDonationAmountAlone(12_345.6)).toBe(MESSAGES.donationAmountInvalid);
  });
});
