import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { modulesShellNeeds } from '../gate';
import { checkServerContainer } from '../server-gate';
import { writeServerContainer } from './server-container-fixture';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'server-gate-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const NEEDED = modulesShellNeeds('gallery');

describe("the gate's check of a server container", () => {
  it('passes a container that starts and gives every module the shell loads as a component', async () => {
    writeServerContainer(dir, NEEDED);
    expect(await checkServerContainer('gallery', dir)).toEqual([]);
  });

  it('refuses a build without a server container', async () => {
    expect(await checkServerContainer('gallery', dir)).toEqual([
      'the build has no server container (server/remoteEntry.js)',
    ]);
  });

  it('refuses a container that throws as it starts', async () => {
    writeServerContainer(dir, NEEDED, { startCode: "throw new Error('no window here');" });
    expect(await checkServerContainer('gallery', dir)).toEqual(['its server container does not load: no window here']);
  });

  it('refuses a container whose page touches the document as it loads, or that lacks a page', async () => {
    writeServerContainer(
      dir,
      NEEDED.filter((m) => m !== './GalleryEditorPage'),
      {
        moduleCode: { './GalleryPage': "document.createElement('div')" },
      },
    );
    expect(await checkServerContainer('gallery', dir)).toEqual([
      "its server container's ./GalleryEditorPage does not load: no ./GalleryEditorPage",
      "its server container's ./GalleryPage does not load: document is not defined",
    ]);
  });

  it('refuses a container that never hands over a module', async () => {
    writeServerContainer(dir, NEEDED, { silent: true });
    expect(await checkServerContainer('gallery', dir, 50)).toContain(
      "its server container's ./GalleryPage does not load: ./GalleryPage took longer than 50 ms",
    );
  });
});
