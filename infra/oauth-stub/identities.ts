/** Test identities the stub's popup offers (what Google's userinfo would answer for them). */
export interface StubIdentity {
  id: string;
  sub: string;
  email: string;
  name: string;
  picture: string;
  email_verified: boolean;
}

export const STUB_IDENTITIES: StubIdentity[] = [
  {
    id: 'siti',
    sub: '100000000000000000001',
    email: 'siti.google@example.com',
    name: 'Siti Google',
    picture: '',
    email_verified: true,
  },
  {
    id: 'andi',
    sub: '100000000000000000002',
    email: 'andi.google@example.com',
    name: 'Andi Google',
    picture: '',
    email_verified: true,
  },
];
