import { fieldSampleRateFromEnv } from '../config';

describe('the share of page views whose field signals are reported', () => {
  it('is FIELD_SAMPLE_RATE when set, else every view in development and one in ten in production', () => {
    expect(fieldSampleRateFromEnv({ FIELD_SAMPLE_RATE: '0.25', NODE_ENV: 'production' })).toBe(0.25);
    expect(fieldSampleRateFromEnv({ NODE_ENV: 'development' })).toBe(1);
    expect(fieldSampleRateFromEnv({})).toBe(1);
    expect(fieldSampleRateFromEnv({ NODE_ENV: 'production' })).toBe(0.1);
  });
});
