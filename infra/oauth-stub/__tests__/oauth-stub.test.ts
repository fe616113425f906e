import { buildOAuthStub } from '../app';

describe('oauth stub', () => {
  const app = buildOAuthStub();
  afterAll(() => app.close());

  it('is healthy', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('serves a popup listing the test identities, posting only to the redirect origin', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/authorize?redirect_uri=${encodeURIComponent('http://localhost:8080/signin')}&state=abc</script>`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Siti Google &lt;siti.google@example.com&gt;');
    expect(res.body).toContain('Andi Google');
    expect(res.body).toContain('const targetOrigin = "http://localhost:8080"');
    expect(res.body).not.toContain('abc</script>');
  });

  it('refuses a popup without an http(s) redirect_uri', async () => {
    for (const q of ['', '?redirect_uri=javascript:alert(1)']) {
      expect((await app.inject({ method: 'GET', url: `/authorize${q}` })).statusCode).toBe(400);
    }
  });

  it('answers userinfo like Google for an issued token, 401 otherwise', async () => {
    const { access_token } = (
      await app.inject({ method: 'POST', url: '/token', payload: { identity: 'siti' } })
    ).json();
    const info = await app.inject({
      method: 'GET',
      url: '/userinfo',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({
      sub: expect.any(String),
      email: 'siti.google@example.com',
      name: 'Siti Google',
      picture: '',
      email_verified: true,
    });
    expect((await app.inject({ method: 'GET', url: '/userinfo' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/userinfo', headers: { authorization: 'Bearer nope' } })).statusCode,
    ).toBe(401);
  });

  it('issues tokens for a typed identity', async () => {
    const { access_token } = (
      await app.inject({
        method: 'POST',
        url: '/token',
        payload: { email: 'Tono@Example.com', name: 'Tono', email_verified: false },
      })
    ).json();
    const info = (
      await app.inject({ method: 'GET', url: '/userinfo', headers: { authorization: `Bearer ${access_token}` } })
    ).json();
    expect(info).toMatchObject({ email: 'tono@example.com', name: 'Tono', email_verified: false });
    expect((await app.inject({ method: 'POST', url: '/token', payload: { identity: 'nobody' } })).statusCode).toBe(400);
  });
});
