import { mergeDocuments } from '../openapi/merge';
import type { ServiceDocument } from '../openapi/service-documents';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const answer = (schema: unknown) => ({ responses: { 200: { content: { 'application/json': { schema } } } } });
const doc = (paths: ServiceDocument['paths'], schemas: Record<string, unknown>): ServiceDocument => ({
  openapi: '3.1.0',
  info: { title: 'x', version: '1' },
  paths,
  components: { schemas },
});

describe('mergeDocuments', () => {
  const Shared = { type: 'object', properties: { error: { type: 'string' } } };
  const merged = mergeDocuments(
    {
      documents: {
        blog: doc(
          { '/latest-blogs': { post: answer(ref('def-0')) }, '/healthz': { get: answer({}) } },
          { 'def-0': { type: 'array', items: ref('Error') }, Error: Shared },
        ),
        gallery: doc(
          { '/gallery/{id}': { get: answer(ref('def-0')), delete: answer(ref('Error')) } },
          { 'def-0': { type: 'object', properties: { src: { type: 'string' } } }, Error: Shared },
        ),
        media: doc({ '/media/{*}': { get: answer({ type: 'string' }), post: answer({}) } }, {}),
      },
      unavailable: ['account', 'donation'],
    },
    'https://yayasan.example',
  );

  it('puts each operation under its public path, tagged with its service, and drops what is not routed', () => {
    expect(Object.keys(merged.paths)).toEqual(['/api/gallery/{id}', '/api/latest-blogs', '/media/{*}']);
    expect(merged.paths['/api/gallery/{id}'].delete.tags).toEqual(['gallery']);
    expect(Object.keys(merged.paths['/media/{*}'])).toEqual(['get']);
    expect(merged.servers).toEqual([{ url: 'https://yayasan.example' }]);
    expect(merged['x-unavailable-services']).toEqual(['account', 'donation']);
  });

  it('shares identical components and renames clashing ones, with their references', () => {
    expect(Object.keys(merged.components.schemas).sort()).toEqual(['Error', 'def-0', 'gallery.def-0']);
    expect(merged.components.schemas['def-0']).toEqual({ type: 'array', items: ref('Error') });
    expect(merged.paths['/api/gallery/{id}'].get.responses).toEqual(answer(ref('gallery.def-0')).responses);
    expect(merged.paths['/api/latest-blogs'].post.responses).toEqual(answer(ref('def-0')).responses);
  });

  it('renames a component whose references changed, although it looked the same before', () => {
    const twice = mergeDocuments(
      {
        documents: {
          blog: doc({}, { Item: { type: 'string' }, List: { type: 'array', items: ref('Item') } }),
          gallery: doc({}, { Item: { type: 'number' }, List: { type: 'array', items: ref('Item') } }),
        },
        unavailable: [],
      },
      'https://yayasan.example',
    );
    expect(twice.components.schemas['gallery.List']).toEqual({ type: 'array', items: ref('gallery.Item') });
    expect(twice.components.schemas.List).toEqual({ type: 'array', items: ref('Item') });
  });
});
