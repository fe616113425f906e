import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { cose, isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software authenticator for tests: an ES256 key pair that answers registration options with a
 * 'none' attestation and sign-in options with a signed assertion, as a browser's authenticator does,
 * byte for byte (authenticator data, COSE key, CBOR attestation object, client data JSON).
 */

const b64url = (bytes: Uint8Array | Buffer) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** Flags of the authenticator data: user present, user verified, attested credential data included. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

const uint32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

export interface Ceremony {
  /** The origin the browser reports (the page's); the site's own unless a test says otherwise. */
  origin?: string;
  /** The RP ID the authenticator hashes; the options' unless a test says otherwise. */
  rpId?: string;
}

export class TestAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private userHandle = '';
  /** The signature counter the next assertion carries (then it moves on by one). */
  counter = 0;

  constructor(readonly siteOrigin: string) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id() {
    return b64url(this.credentialId);
  }

  private coseKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: 'jwk' });
    const key = new Map<number, number | Uint8Array>([
      [cose.COSEKEYS.kty, cose.COSEKTY.EC2],
      [cose.COSEKEYS.alg, cose.COSEALG.ES256],
      [cose.COSEKEYS.crv, cose.COSECRV.P256],
      [cose.COSEKEYS.x, isoBase64URL.toBuffer(jwk.x!)],
      [cose.COSEKEYS.y, isoBase64URL.toBuffer(jwk.y!)],
    ]);
    return isoCBOR.encode(key);
  }

  private clientData(type: string, challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The browser's RegistrationResponseJSON for `options` (POST /passkeys/options). */
  register(options: { challenge: string; rp: { id?: string }; user: { id: string } }, ceremony: Ceremony = {}) {
    this.userHandle = options.user.id;
    const rpId = ceremony.rpId ?? options.rp.id!;
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([UP | UV | AT]),
      uint32(this.counter),
      Buffer.alloc(16), // AAGUID: none given
      Buffer.from([this.credentialId.length >> 8, this.credentialId.length & 0xff]),
      this.credentialId,
      this.coseKey(),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    const clientDataJSON = this.clientData('webauthn.create', options.challenge, ceremony.origin ?? this.siteOrigin);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal' as const],
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  /** The browser's AuthenticationResponseJSON for `options` (POST /signin/passkey/options). */
  assert(options: { challenge: string; rpId?: string }, ceremony: Ceremony = {}) {
    this.counter += 1;
    const authData = Buffer.concat([
      sha256(ceremony.rpId ?? options.rpId!),
      Buffer.from([UP | UV]),
      uint32(this.counter),
    ]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, ceremony.origin ?? this.siteOrigin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle,
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }
}
