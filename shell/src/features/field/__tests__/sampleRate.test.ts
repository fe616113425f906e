import { fieldSampleRate, isSampled } from '../sampleRate';

describe('fieldSampleRate', () => {
  const mode = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = mode;
  });

  it('takes the rate the gateway wrote into the page, when it is a share', () => {
    process.env.NODE_ENV = 'production';
    expect(fieldSampleRate('0.5')).toBe(0.5);
    expect(fieldSampleRate('0')).toBe(0);
    expect(fieldSampleRate('7')).toBe(0.1);
    expect(fieldSampleRate('setengah')).toBe(0.1);
  });

  it('without one, reports every view of a development build and one in ten in production', () => {
    process.env.NODE_ENV = 'development';
    expect(fieldSampleRate(null)).toBe(1);
    process.env.NODE_ENV = 'production';
    expect(fieldSampleRate(null)).toBe(0.1);
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
