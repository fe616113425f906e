import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { container } from 'webpack';

const ROOT = join(__dirname, '../../../..');
const APPS = ['shell', 'mf-blog', 'mf-donation', 'mf-gallery', 'mf-account'];
const REACT_NAMES = {
  react: 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react/jsx-runtime': 'react',
};

interface Shared {
  singleton?: boolean;
  requiredVersion?: string | false;
  version?: string;
  import?: string | false;
}

/** The browser build's webpack configuration, as much of it as is read here. */
interface BrowserConfig {
  resolve: { alias: Record<string, string> };
  plugins: unknown[];
}

const { createAppConfig } = require('../../index') as {
  createAppConfig: (o: {
    dir: string;
    name: string;
    devPort: number;
    title: string;
  }) => (env: object, argv: { mode: string }) => BrowserConfig;
};

function browserBuild(app: string) {
  const dir = join(ROOT, app);
  const config = createAppConfig({ dir, name: app, devPort: 0, title: app })({}, { mode: 'production' });
  const federation = config.plugins.find((p) => p instanceof container.ModuleFederationPlugin);
  const shared = (federation as unknown as { options: { shared: Record<string, Shared> } }).options.shared;
  return { dir, config, shared };
}

describe.each(APPS)('%s browser build', (app) => {
  const { dir, config, shared } = browserBuild(app);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));

  test("leaves React's names to React's own packages (no alias to another renderer)", () => {
    const aliased = Object.keys(config.resolve.alias).filter((name) => /^react(-dom)?([/$]|$)/.test(name));
    expect(aliased).toEqual([]);
  });

  test("shares React as one singleton under React's own version, asked for with the app's range", () => {
    for (const [name, owner] of Object.entries(REACT_NAMES)) {
      expect({ name, ...shared[name] }).toEqual({ name, singleton: true, requiredVersion: pkg.dependencies[owner] });
    }
  });
});
