import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorAnswers, binaryAnswer } from '@yayasan/contracts/schemas/common';
import { AvatarParamsSchema } from '@yayasan/contracts/schemas/media';
import { notFound } from '@yayasan/service-kit';

const NOT_FOUND = 'Gambar tidak ditemukan';

const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** The initial on a colour derived from the username: the same name always gives the same picture. */
export function avatarSvg(username: string): string {
  const hue = createHash('sha256').update(username).digest().readUInt16BE(0) % 360;
  const initial = escapeXml((Array.from(username.trim())[0] ?? '?').toUpperCase());
  // 35% lightness keeps white text above 4.5:1 on every hue.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<rect width="128" height="128" fill="hsl(${hue} 55% 35%)"/>
<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="60" font-weight="700" fill="#fff">${initial}</text>
</svg>`;
}

/** Default avatars (`@yayasan/contracts` defaultAvatarUrl), generated on request and cached for a week. */
const avatars: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/media/avatars/:file',
    {
      schema: {
        summary: 'The generated picture of a user without one (`<username>.svg`)',
        tags: ['media'],
        params: AvatarParamsSchema,
        response: {
          200: binaryAnswer(['image/svg+xml'], 'The initial on a colour derived from the username'),
          ...errorAnswers('4xx'),
        },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (!file.endsWith('.svg') || file.length === 4) throw notFound(NOT_FOUND);
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=604800')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(avatarSvg(file.slice(0, -4)));
    },
  );
};

export default avatars;
