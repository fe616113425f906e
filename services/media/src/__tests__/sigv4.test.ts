import { payloadHash, signRequest } from '../plugins/sigv4';

// The worked examples of AWS's "Signature Calculations for the Authorization Header" (S3 API reference).
const creds = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
};
const at = new Date('2013-05-24T00:00:00Z');

describe('SigV4 signing', () => {
  it('matches the GET Object example', () => {
    const headers = signRequest(
      creds,
      {
        method: 'GET',
        path: '/test.txt',
        headers: { host: 'examplebucket.s3.amazonaws.com', range: 'bytes=0-9' },
        payloadHash: payloadHash(),
      },
      at,
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('matches the GET Bucket Lifecycle example (query string)', () => {
    const headers = signRequest(
      creds,
      {
        method: 'GET',
        path: '/',
        query: { lifecycle: '' },
        headers: { host: 'examplebucket.s3.amazonaws.com' },
        payloadHash: payloadHash(),
      },
      at,
    );
    expect(headers.authorization).toMatch(
      /Signature=fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543$/,
    );
  });
});
