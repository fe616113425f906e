/**
 * The code of a small server container of the gallery remote, as a release would hold it: it takes
 * React from the share scope the shell's federation runtime hands it (as a real container does) and
 * exposes `./GalleryPage` as a page with one heading. `behaviour` makes it fail in one way.
 */
export function galleryContainerCode(
  heading: string,
  behaviour: 'works' | 'throws-on-start' | 'throws-in-render' | 'never-answers' = 'works',
): string {
  return `
let React;
async function shared(scope, name) {
  const versions = scope[name];
  const entry = versions[Object.keys(versions)[0]];
  const got = await (entry.lib ? entry.lib : entry.get());
  return typeof got === 'function' && !got.createElement ? got() : got;
}
module.exports = {
  async init(scope) {
    ${behaviour === 'throws-on-start' ? "throw new Error('the container is broken');" : ''}
    React = await shared(scope, 'react');
  },
  get(module) {
    if (module !== './GalleryPage') return Promise.reject(new Error('no ' + module));
    ${behaviour === 'never-answers' ? 'return new Promise(() => {});' : ''}
    return Promise.resolve(() => ({
      default: function GalleryPage() {
        ${behaviour === 'throws-in-render' ? "throw new Error('the page failed');" : ''}
        return React.createElement('h1', null, ${JSON.stringify(heading)});
      },
    }));
  },
};`;
}
