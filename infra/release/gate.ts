import { satisfies, validRange } from 'semver';
import { DASHBOARD_FRAME, HOME_WIDGETS, REMOTE_ROUTES, type RemoteName } from '@yayasan/contracts';

/** The parts of a federation `mf-manifest.json` the gate reads. */
export interface FederationManifest {
  name: string;
  metaData: { remoteEntry: { name: string; path?: string } };
  exposes: { name: string; path?: string; assets?: Record<'js' | 'css', { sync: string[]; async: string[] }> }[];
  shared: { name: string; version?: string; requiredVersion?: string | false; singleton?: boolean }[];
}

/** Every module the shell loads from a remote: its pages in the route table, its home widget, the dashboard frame. */
export function modulesShellNeeds(remote: RemoteName): string[] {
  const needed = [
    ...REMOTE_ROUTES.filter((r) => r.remote === remote).map((r) => r.module),
    ...REMOTE_ROUTES.flatMap((r) => (r.slot?.remote === remote ? [r.slot.module] : [])),
    ...HOME_WIDGETS.filter((w) => w.remote === remote).map((w) => w.module),
    ...(DASHBOARD_FRAME.remote === remote ? [DASHBOARD_FRAME.module] : []),
  ];
  return [...new Set(needed)].sort();
}

/** The versions the shell provides to the remotes: name → version, from the shell's own manifest. */
export function providedVersions(shellManifest: Pick<FederationManifest, 'shared'>): Record<string, string> {
  return Object.fromEntries(shellManifest.shared.flatMap((s) => (s.version ? [[s.name, s.version]] : [])));
}

export type ParsedManifest = { manifest: FederationManifest } | { problem: string };

export function parseManifest(text: string | null): ParsedManifest {
  if (text === null) return { problem: 'the build has no mf-manifest.json' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: 'mf-manifest.json is not valid JSON' };
  }
  const m = value as Partial<FederationManifest> | null;
  if (!m || typeof m !== 'object' || typeof m.name !== 'string') return { problem: 'mf-manifest.json has no name' };
  if (!m.metaData?.remoteEntry?.name) return { problem: 'mf-manifest.json names no remoteEntry' };
  if (!Array.isArray(m.exposes) || !Array.isArray(m.shared)) {
    return { problem: 'mf-manifest.json lists no exposes or shared modules' };
  }
  return { manifest: m as FederationManifest };
}

const joinPath = (dir: string | undefined, file: string) => (dir ? `${dir.replace(/\/$/, '')}/${file}` : file);

export interface GateInput {
  remote: RemoteName;
  /** The text of the build's mf-manifest.json (null: there is none). */
  manifestText: string | null;
  /** Every file of the build, relative to its folder with `/` separators. */
  files: ReadonlySet<string>;
  /** What the live shell provides (providedVersions of its manifest). */
  shellShared: Record<string, string>;
}

/**
 * Checks a remote's build against the live shell before it may be published: its manifest loads
 * (it parses, names this remote, and every file it lists is in the build), it exposes every module
 * the shell's route table and home widgets need from it, and every shared singleton it requires is
 * satisfied by the version the shell provides. Answers the problems; none means it may ship.
 */
export function checkRelease({ remote, manifestText, files, shellShared }: GateInput): string[] {
  const parsed = parseManifest(manifestText);
  if ('problem' in parsed) return [parsed.problem];
  const { manifest } = parsed;
  const problems: string[] = [];

  if (manifest.name !== remote) problems.push(`the manifest is the one of "${manifest.name}", not of "${remote}"`);
  const entry = joinPath(manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name);
  if (!files.has(entry)) problems.push(`the remote entry ${entry} is missing from the build`);
  const listed = manifest.exposes.flatMap((e) =>
    (['js', 'css'] as const).flatMap((kind) => [...(e.assets?.[kind].sync ?? []), ...(e.assets?.[kind].async ?? [])]),
  );
  for (const file of new Set(listed)) {
    if (!files.has(file)) problems.push(`${file}, listed in the manifest, is missing from the build`);
  }

  const exposed = new Set(manifest.exposes.flatMap((e) => [e.path ?? `./${e.name}`, `./${e.name}`]));
  for (const module of modulesShellNeeds(remote)) {
    if (!exposed.has(module)) problems.push(`it does not expose ${module}, which the shell loads`);
  }

  for (const shared of manifest.shared) {
    if (!shared.singleton || !shared.requiredVersion) continue;
    const provided = shellShared[shared.name];
    if (!validRange(shared.requiredVersion)) {
      problems.push(`it requires ${shared.name} "${shared.requiredVersion}", which is not a version range`);
    } else if (!provided) {
      problems.push(
        `it requires the singleton ${shared.name} ${shared.requiredVersion}, which the shell does not provide`,
      );
    } else if (!satisfies(provided, shared.requiredVersion, { includePrerelease: true })) {
      problems.push(`it requires ${shared.name} ${shared.requiredVersion}, but the shell provides ${provided}`);
    }
  }
  return problems;
}
