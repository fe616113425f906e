import { STARTUP_FILES_ATTRIBUTE } from '@yayasan/contracts';

const build = require('../../startup-files') as { STARTUP_FILES_ATTRIBUTE: string };

test("the shell's build writes its list under the attribute the shell's start reads", () => {
  expect(build.STARTUP_FILES_ATTRIBUTE).toBe(STARTUP_FILES_ATTRIBUTE);
});
