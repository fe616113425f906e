// `react-dom` on Preact (see reactOnPreact in index.js): its names come from preact/compat through
// the shared `react`, so a page has one Preact. A module of its own, so that webpack provides it
// under its own name: aliased straight to preact/compat it is the same module as `react`, provided
// once under that name only, and a remote asking for `react-dom` would fall back to its own Preact.
export * from 'react';
export { default } from 'react';
