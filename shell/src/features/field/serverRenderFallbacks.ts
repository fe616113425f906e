import { BROWSER_RENDERED_DIGEST } from '@yayasan/contracts';
import { reportFieldFailure } from '../../lib/field/fieldFailures';

/**
 * An area the server could not render leaves React's marker of a boundary rendered in the browser
 * instead (`<template data-dgst>` with the renderer's digest) in the page; hydration removes it, so this
 * reads the page before the app starts. The marker does not say which remote it was.
 */
export function reportServerRenderFallbacks(doc: Document = document): void {
  const left = doc.querySelectorAll(`#root template[data-dgst="${BROWSER_RENDERED_DIGEST}"]`);
  left.forEach(() => reportFieldFailure({ kind: 'render-fallback' }));
}
