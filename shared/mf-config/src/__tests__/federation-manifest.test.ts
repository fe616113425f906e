import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack, { container, type Configuration } from 'webpack';

const { FederationManifest } = require('../../federation-manifest') as {
  FederationManifest: new (o: object) => webpack.WebpackPluginInstance;
};

const ROOT = join(__dirname, '../../../..');
const SHARED = { react: { singleton: true, requiredVersion: '^19.0.0' } };
const EXPOSES = { './Page': './page.js' };

interface Manifest {
  name: string;
  metaData: { remoteEntry: { name: string; path: string } };
  shared: { name: string; version?: string; singleton: boolean; requiredVersion: string }[];
  exposes: { name: string; path: string; assets: Record<'js' | 'css', { sync: string[]; async: string[] }> }[];
}

let dir: string;
let manifest: Manifest;
let files: (name: string) => string;

/** Builds a small remote once: an exposed page with a module of its own, a lazy part and shared React. */
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'manifest-'));
  writeFileSync(
    join(dir, 'page.js'),
    "import 'react'; import { part } from './part.js'; export const later = () => import('./later.js'); export default part;",
  );
  writeFileSync(join(dir, 'part.js'), "export const part = 'bagian halaman';");
  writeFileSync(join(dir, 'later.js'), "export default 'bagian yang dimuat nanti';");
  const config: Configuration = {
    mode: 'production',
    context: dir,
    entry: {},
    output: { path: join(dir, 'dist'), publicPath: 'auto', chunkFilename: '[name].[contenthash:8].js' },
    resolve: { modules: [join(ROOT, 'node_modules')] },
    optimization: { chunkIds: 'named', minimize: false },
    plugins: [
      new container.ModuleFederationPlugin({
        name: 'blog',
        filename: 'remoteEntry.js',
        exposes: { './Page': { import: './page.js', name: '__federation_expose_Page' } },
        shared: SHARED,
      }),
      new FederationManifest({
        name: 'blog',
        filename: 'remoteEntry.js',
        exposes: EXPOSES,
        shared: SHARED,
        buildName: '@yayasan/mf-blog',
        buildVersion: '1.0.0',
      }),
    ],
  };
  await new Promise<void>((resolve, reject) =>
    webpack(config, (err, stats) =>
      err || stats?.hasErrors() ? reject(err ?? new Error(stats?.toString())) : resolve(),
    ),
  );
  manifest = JSON.parse(readFileSync(join(dir, 'dist/mf-manifest.json'), 'utf8'));
  files = (name) => readFileSync(join(dir, 'dist', name), 'utf8');
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('names the build and its entry file', () => {
  expect(manifest.name).toBe('blog');
  expect(manifest.metaData.remoteEntry).toMatchObject({ name: 'remoteEntry.js', path: '' });
});

test("lists each exposed module's files: the ones it needs first, and its lazy parts", () => {
  expect(manifest.exposes).toHaveLength(1);
  const [page] = manifest.exposes;
  expect(page).toMatchObject({ name: 'Page', path: './Page' });
  const first = page.assets.js.sync.map(files).join('\n');
  expect(first).toContain('bagian halaman');
  expect(first).not.toContain('bagian yang dimuat nanti');
  expect(page.assets.js.async.map(files).join('\n')).toContain('bagian yang dimuat nanti');
  expect(page.assets.css).toEqual({ sync: [], async: [] });
});

test('lists the shared singletons with the version provided and the range asked for', () => {
  const react = JSON.parse(readFileSync(join(ROOT, 'node_modules/react/package.json'), 'utf8'));
  expect(manifest.shared).toEqual([
    { id: 'blog:react', name: 'react', version: react.version, singleton: true, requiredVersion: '^19.0.0' },
  ]);
});
