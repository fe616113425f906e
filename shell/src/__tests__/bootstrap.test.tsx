import { renderApp } from '../bootstrap';

const PARTS = 20;
const progress = { built: 0 };

/** A few milliseconds of work, as building a part of the shell's page takes on a budget phone. */
function build(): string {
  const until = performance.now() + 3;
  while (performance.now() < until);
  progress.built += 1;
  return 'bagian';
}

function SlowPart() {
  return <p>{build()}</p>;
}

jest.mock('../app/App', () => ({
  App: () => Array.from({ length: PARTS }, (_, i) => <SlowPart key={i} />),
}));

/** Runs a task after each of the scheduler's tasks until the page is on the document; what was built at each. */
async function builtBetweenTasks(): Promise<number[]> {
  const seen: number[] = [];
  while (document.querySelectorAll('#root p').length < PARTS) {
    await new Promise((resolve) => setImmediate(resolve));
    seen.push(progress.built);
  }
  return seen;
}

test('the first render yields to the browser while it builds the page, instead of one long task', async () => {
  // Rendering outside act(), as in the browser.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  document.body.innerHTML = '<div id="root"></div>';
  renderApp();
  const seen = await builtBetweenTasks();
  // Another task ran while the page was partly built.
  expect(seen.some((n) => n > 0 && n < PARTS)).toBe(true);
});

test("hydrating the server's page yields to the browser too, instead of one long task", async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  progress.built = 0;
  document.body.innerHTML = `<div id="root">${'<p>bagian</p>'.repeat(PARTS)}</div>`;
  renderApp();
  const seen: number[] = [];
  while (progress.built < PARTS) {
    await new Promise((resolve) => setImmediate(resolve));
    seen.push(progress.built);
  }
  // Another task ran while the page was partly hydrated.
  expect(seen.some((n) => n > 0 && n < PARTS)).toBe(true);
  expect(document.querySelectorAll('#root p')).toHaveLength(PARTS);
});
