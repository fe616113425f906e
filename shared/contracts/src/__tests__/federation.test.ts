import { exposedModule, isFederationContainer } from '../federation';

describe('isFederationContainer', () => {
  it('takes a value with init and get functions, and nothing less', () => {
    expect(isFederationContainer({ init: () => undefined, get: () => undefined })).toBe(true);
    expect(isFederationContainer({ init: () => undefined, get: 1 })).toBe(false);
    expect(isFederationContainer({ get: () => undefined })).toBe(false);
    expect(isFederationContainer(null)).toBe(false);
    expect(isFederationContainer('container')).toBe(false);
  });
});

describe('exposedModule', () => {
  it("returns the module the container's factory makes", async () => {
    const module = { default: () => null };
    const container = { init: jest.fn(), get: jest.fn(async () => () => module) };
    await expect(exposedModule(container, './ArticlePage')).resolves.toBe(module);
    expect(container.get).toHaveBeenCalledWith('./ArticlePage');
  });

  it('rejects a module the container does not expose', async () => {
    const container = { init: jest.fn(), get: jest.fn(async () => undefined) };
    await expect(exposedModule(container, './Missing')).rejects.toThrow('it does not expose ./Missing');
  });
});
