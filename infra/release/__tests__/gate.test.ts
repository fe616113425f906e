import { checkRelease, modulesShellNeeds, providedVersions, type FederationManifest } from '../gate';

const SHELL_SHARED = { react: '19.3.1', 'react-dom': '19.3.1', 'styled-components': '6.6.0', '@yayasan/ui': '1.0.0' };

function galleryManifest(change: (m: FederationManifest) => void = () => undefined): FederationManifest {
  const manifest: FederationManifest = {
    name: 'gallery',
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: ['HomeWidget', 'GalleryPage', 'GalleryManagementPage', 'GalleryEditorPage'].map((name) => ({
      name,
      path: `./${name}`,
      assets: { js: { sync: [`${name}.1234abcd.js`], async: [] }, css: { sync: [], async: [] } },
    })),
    shared: [
      { name: 'react', version: '19.3.1', requiredVersion: '^19.2.0', singleton: true },
      { name: 'styled-components', version: '6.6.0', requiredVersion: '^6.1.19', singleton: true },
      { name: '@yayasan/ui', version: '1.0.0', requiredVersion: '1.0.0', singleton: true },
    ],
  };
  change(manifest);
  return manifest;
}

const filesOf = (m: FederationManifest) =>
  new Set(['remoteEntry.js', 'mf-manifest.json', ...m.exposes.flatMap((e) => e.assets?.js.sync ?? [])]);

const check = (m: FederationManifest, files = filesOf(m)) =>
  checkRelease({ remote: 'gallery', manifestText: JSON.stringify(m), files, shellShared: SHELL_SHARED });

describe('the release gate', () => {
  it('passes a build that exposes what the shell needs and shares what the shell provides', () => {
    expect(check(galleryManifest())).toEqual([]);
  });

  it('knows what the shell loads from each remote: route table pages, their slots, home widget, dashboard frame', () => {
    expect(modulesShellNeeds('gallery')).toEqual([
      './GalleryEditorPage',
      './GalleryManagementPage',
      './GalleryPage',
      './HomeWidget',
    ]);
    expect(modulesShellNeeds('account')).toContain('./DashboardLayout');
    expect(modulesShellNeeds('blog')).toContain('./HomeWidget');
    // The search page (blog) holds the donation remote's campaign results.
    expect(modulesShellNeeds('donation')).toContain('./CampaignSearchResults');
    // The dashboard's overview (donation) holds the blog remote's summary of the user's own articles.
    expect(modulesShellNeeds('blog')).toContain('./MyArticlesSummary');
  });

  it('refuses a build that no longer exposes a page of the route table', () => {
    const m = galleryManifest((x) => (x.exposes = x.exposes.filter((e) => e.name !== 'GalleryPage')));
    expect(check(m)).toEqual(['it does not expose ./GalleryPage, which the shell loads']);
  });

  it('refuses a build without the home widget', () => {
    const m = galleryManifest((x) => (x.exposes = x.exposes.filter((e) => e.name !== 'HomeWidget')));
    expect(check(m)).toEqual(['it does not expose ./HomeWidget, which the shell loads']);
  });

  it('refuses a singleton range the shell version does not satisfy', () => {
    const m = galleryManifest((x) => (x.shared[0].requiredVersion = '^20.0.0'));
    expect(check(m)).toEqual(['it requires react ^20.0.0, but the shell provides 19.3.1']);
  });

  it('refuses a singleton the shell does not provide, and a range that is not one', () => {
    const m = galleryManifest((x) => {
      x.shared.push({ name: 'left-pad', version: '1.3.0', requiredVersion: '^1.3.0', singleton: true });
      x.shared[1].requiredVersion = 'latest-please';
    });
    expect(check(m)).toEqual([
      'it requires styled-components "latest-please", which is not a version range',
      'it requires the singleton left-pad ^1.3.0, which the shell does not provide',
    ]);
  });

  it('ignores shared modules without a requirement or that are not singletons', () => {
    const m = galleryManifest((x) => {
      x.shared.push({ name: 'nanoid', version: '5.0.0', requiredVersion: '^9.0.0', singleton: false });
      x.shared.push({ name: 'react-toastify', version: '11.0.0', requiredVersion: false, singleton: true });
    });
    expect(check(m)).toEqual([]);
  });

  it('refuses a manifest that does not load: missing, not JSON, of another remote, or naming missing files', () => {
    const m = galleryManifest();
    expect(checkRelease({ remote: 'gallery', manifestText: null, files: new Set(), shellShared: {} })).toEqual([
      'the build has no mf-manifest.json',
    ]);
    expect(checkRelease({ remote: 'gallery', manifestText: '{"name":', files: new Set(), shellShared: {} })).toEqual([
      'mf-manifest.json is not valid JSON',
    ]);
    expect(
      checkRelease({ remote: 'blog', manifestText: JSON.stringify(m), files: filesOf(m), shellShared: SHELL_SHARED }),
    ).toEqual(expect.arrayContaining(['the manifest is the one of "gallery", not of "blog"']));
    const files = filesOf(m);
    files.delete('remoteEntry.js');
    files.delete('GalleryPage.1234abcd.js');
    expect(check(m, files)).toEqual([
      'the remote entry remoteEntry.js is missing from the build',
      'GalleryPage.1234abcd.js, listed in the manifest, is missing from the build',
    ]);
  });

  it("reads the shell's provided versions from its manifest", () => {
    expect(providedVersions(galleryManifest())).toEqual({
      react: '19.3.1',
      'styled-components': '6.6.0',
      '@yayasan/ui': '1.0.0',
    });
  });
});
