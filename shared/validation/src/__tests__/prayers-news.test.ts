import { LIMITS, MESSAGES, checkCampaignNews, checkPrayerMessage } from '../index';

describe('checkPrayerMessage', () => {
  it('accepts no message, a blank one and one of exactly 280 characters', () => {
    expect(checkPrayerMessage(undefined)).toBeNull();
    expect(checkPrayerMessage('   ')).toBeNull();
    expect(checkPrayerMessage('a'.repeat(LIMITS.prayerMessageMax))).toBeNull();
  });

  it('refuses 281 characters with the Indonesian message, counting an emoji as one character', () => {
    expect(checkPrayerMessage('a'.repeat(281))).toBe(MESSAGES.prayerTooLong);
    expect(MESSAGES.prayerTooLong).toBe('Pesan doa maksimal 280 karakter');
    expect(checkPrayerMessage('🤲'.repeat(280))).toBeNull();
  });
});

describe('checkCampaignNews', () => {
  const ok = { title: 'Bantuan tersalurkan', blocks: 1 };
  it('checks title, content, amount and pictures in that order', () => {
    expect(checkCampaignNews(ok)).toBeNull();
    expect(checkCampaignNews({ ...ok, title: '  ', blocks: 0 })).toBe(MESSAGES.newsTitleEmpty);
    expect(checkCampaignNews({ ...ok, title: 'x'.repeat(151) })).toBe(MESSAGES.newsTitleTooLong);
    expect(checkCampaignNews({ ...ok, blocks: 0 })).toBe(MESSAGES.newsContentEmpty);
    // The amount comes from the ledger: a typed one is refused, whatever it is.
    expect(checkCampaignNews({ ...ok, disbursed_amount: 500_000 })).toBe(MESSAGES.newsDisbursedTyped);
    expect(checkCampaignNews({ ...ok, disbursed_amount: 0 })).toBe(MESSAGES.newsDisbursedTyped);
    expect(checkCampaignNews({ ...ok, disbursed_amount: null })).toBeNull();
    expect(checkCampaignNews({ ...ok, disbursement_seq: 0 })).toBe(MESSAGES.newsDisbursementInvalid);
    expect(checkCampaignNews({ ...ok, disbursement_seq: 1.5 })).toBe(MESSAGES.newsDisbursementInvalid);
    expect(checkCampaignNews({ ...ok, disbursement_seq: 3 })).toBeNull();
    expect(checkCampaignNews({ ...ok, disbursement_seq: null })).toBeNull();
    expect(checkCampaignNews({ ...ok, pictures: Array(11).fill('https://x.test/a.webp') })).toBe(
      MESSAGES.newsPicturesTooMany,
    );
  });
});
