describe('the browser entry', () => {
  it('renders clean inline HTML without loading the sanitizer', () => {
    jest.isolateModules(() => {
      jest.doMock('sanitize-html', () => {
        throw new Error('sanitize-html must stay out of browser bundles');
      });
      const blocks = require('..') as typeof import('..');
      expect(blocks.reserializeInline('<i><b>x</b></i>')).toBe('<b><i>x</i></b>');
      expect(blocks.blocksToSlate({ blocks: [{ type: 'paragraph', data: { text: 'a' } }] })).toHaveLength(1);
    });
  });
});
