import { isServiceCall, serviceCallHeaders, serviceCallKeyFromEnv, SERVICE_KEY_HEADER } from '../service-calls';

describe('service calls', () => {
  it('recognise the shared key only', () => {
    expect(isServiceCall(serviceCallHeaders('k3y'), 'k3y')).toBe(true);
    expect(isServiceCall({ [SERVICE_KEY_HEADER]: 'other' }, 'k3y')).toBe(false);
    expect(isServiceCall({ [SERVICE_KEY_HEADER]: '' }, '')).toBe(false);
    expect(isServiceCall({ [SERVICE_KEY_HEADER]: ['k3y', 'k3y'] }, 'k3y')).toBe(false);
    expect(isServiceCall({}, 'k3y')).toBe(false);
  });

  it('take the key from SERVICE_CALL_KEY, which production must set', () => {
    expect(serviceCallKeyFromEnv({ SERVICE_CALL_KEY: 'set' })).toBe('set');
    expect(serviceCallKeyFromEnv({ NODE_ENV: 'development' })).toBe(serviceCallKeyFromEnv({}));
    expect(() => serviceCallKeyFromEnv({ NODE_ENV: 'production' })).toThrow('SERVICE_CALL_KEY is not set');
  });
});
