import { fieldSampleRate, isSampled } from '../sampleRate';

describe('fieldSampleRate', () => {
  const env = { ...process.env };
  afterEach(() => {
    process.env = { ...env };
  });

  it('reports every view in a development build and one in ten in production', () => {
    delete process.env.FIELD_SAMPLE_RATE;
    process.env.NODE_ENV = 'development';
    expect(fieldSampleRate()).toBe(1);
    process.env.NODE_ENV = 'production';
    expect(fieldSampleRate()).toBe(0.1);
  });

  it('takes the rate the build chose, when it is a share', () => {
    process.env.NODE_ENV = 'production';
    process.env.FIELD_SAMPLE_RATE = '0.5';
    expect(fieldSampleRate()).toBe(0.5);
    process.env.FIELD_SAMPLE_RATE = '0';
    expect(fieldSampleRate()).toBe(0);
    process.env.FIELD_SAMPLE_RATE = '7';
    expect(fieldSampleRate()).toBe(0.1);
  });
});

describe('isSampled', () => {
  it('samples a view when the draw falls below the rate', () => {
    expect(isSampled(0.1, () => 0.05)).toBe(true);
    expect(isSampled(0.1, () => 0.1)).toBe(false);
    expect(isSampled(0, () => 0)).toBe(false);
    expect(isSampled(1, () => 0.999)).toBe(true);
  });
});
