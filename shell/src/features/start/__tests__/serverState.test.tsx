import { SERVER_STATE_ELEMENT_ID } from '@yayasan/contracts';
import { readServerState } from '../serverState';

/** The state element as the gateway writes it after the app's root. */
function serve(state: unknown) {
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${SERVER_STATE_ELEMENT_ID}"></script>`;
  document.getElementById(SERVER_STATE_ELEMENT_ID)!.textContent = JSON.stringify(state);
}

describe('readServerState', () => {
  it("stamps the server's answers with the time the browser received them, whatever the server's clock said", () => {
    serve({
      api: {
        queries: {
          'getBlog("a")': { status: 'fulfilled', data: { title: 'A' }, fulfilledTimeStamp: 1_000 },
          'getBlog("b")': { status: 'rejected', error: { status: 500 } },
        },
      },
    });
    const state = readServerState(5_000_000);
    expect(state?.api?.queries).toEqual({
      'getBlog("a")': { status: 'fulfilled', data: { title: 'A' }, fulfilledTimeStamp: 5_000_000 },
      'getBlog("b")': { status: 'rejected', error: { status: 500 } },
    });
  });

  it('gives nothing for a page without state or with a broken one', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readServerState()).toBeUndefined();
    serve('x');
    document.getElementById(SERVER_STATE_ELEMENT_ID)!.textContent = '{broken';
    expect(readServerState()).toBeUndefined();
  });
});
