import { IN_PLACE_VERSION } from '@yayasan/contracts';
import { remoteVersions, versionOfManifest } from '../remoteVersions';

describe('versionOfManifest', () => {
  it("reads a released remote's version from its manifest address", () => {
    expect(versionOfManifest('/mf/blog/v/2026.11.3-rc.1/mf-manifest.json')).toBe('2026.11.3-rc.1');
  });

  it('answers the in-place build for any other address', () => {
    expect(versionOfManifest('/mf/blog/mf-manifest.json')).toBe(IN_PLACE_VERSION);
    expect(versionOfManifest('http://localhost:3001/mf-manifest.json')).toBe(IN_PLACE_VERSION);
    expect(versionOfManifest('/mf/blog/v/../mf-manifest.json')).toBe(IN_PLACE_VERSION);
  });
});

describe('remoteVersions', () => {
  it('gives every remote of the configuration its version', () => {
    expect(
      remoteVersions({
        remotes: {
          blog: '/mf/blog/v/1.4.0/mf-manifest.json',
          donation: '/mf/donation/mf-manifest.json',
          gallery: '/mf/gallery/v/7/mf-manifest.json',
          account: 'http://localhost:3004/mf-manifest.json',
        },
      }),
    ).toEqual({ blog: '1.4.0', donation: IN_PLACE_VERSION, gallery: '7', account: IN_PLACE_VERSION });
  });
});
