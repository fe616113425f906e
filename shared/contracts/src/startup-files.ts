/** A file a page needs at start: a script, or a remote module's style sheet. */
export interface StartupFile {
  href: string;
  as: 'script' | 'style';
}

/**
 * The attribute of each `<script type="application/json">` list of the files a page starts with: the
 * shell's own (written into its HTML by its build) and the route's remote files (written by the gateway).
 * The browser asks for them once the server's HTML has been painted, not while it is being laid out.
 */
export const STARTUP_FILES_ATTRIBUTE = 'data-startup-files';

/**
 * The chunks of the shell's build that hold the shared libraries it starts with (written by
 * shared/mf-config): React DOM's, and the others'. The one copy the shell and every remote use.
 */
export const REACT_DOM_CHUNK = 'vendors-react-dom';
export const STARTUP_LIBRARIES_CHUNK = 'vendors-startup-libraries';
export const STARTUP_LIBRARY_CHUNKS = [REACT_DOM_CHUNK, STARTUP_LIBRARIES_CHUNK];
