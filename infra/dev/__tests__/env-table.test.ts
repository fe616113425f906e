import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TObject } from '@sinclair/typebox';
import { CommonEnv } from '@yayasan/service-kit';
import { accountEnv } from '@yayasan/service-account/config';
import { donationEnv } from '@yayasan/service-donation/config';
import { gatewayEnv } from '@yayasan/service-gateway/config';
import { mediaEnv } from '@yayasan/service-media/config';
import { renderEnv } from '@yayasan/service-render/config';
import { ROOT } from '../paths';

/** The variables named in the README's table rows (a row may name several). */
function documentedVariables(): Set<string> {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('### Environment variables'));
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  return new Set(rows.flatMap((row) => [...row.split('|')[1].matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1])));
}

const DECLARED: Record<string, TObject> = {
  'every service': CommonEnv,
  account: accountEnv.schema,
  donation: donationEnv.schema,
  media: mediaEnv.schema,
  gateway: gatewayEnv.schema,
  render: renderEnv.schema,
};

describe('the README table of environment variables', () => {
  it.each(Object.keys(DECLARED))('names every variable %s declares', (owner) => {
    const documented = documentedVariables();
    expect(Object.keys(DECLARED[owner].properties).filter((name) => !documented.has(name))).toEqual([]);
  });
});
