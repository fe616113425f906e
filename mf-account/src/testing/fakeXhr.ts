/**
 * Replaces XMLHttpRequest (used by the shared upload helper for progress) with a fake that reports
 * progress and answers from `respond`. Restore with the returned function.
 */
export function fakeXhr(
  respond: (req: { method: string; url: string; headers: Record<string, string>; body: unknown }) => [number, unknown],
) {
  const original = global.XMLHttpRequest;
  const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      const req = { method: this.method, url: this.url, headers: this.headers, body };
      sent.push(req);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        const [status, json] = respond(req);
        if (status === 0) return this.onerror?.();
        this.status = status;
        this.responseText = JSON.stringify(json);
        this.onload?.();
      }, 0);
    }
  }
  (global as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  return {
    sent,
    restore: () => {
      global.XMLHttpRequest = original;
    },
  };
}
