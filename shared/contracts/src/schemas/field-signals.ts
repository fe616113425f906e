import { Type } from '@sinclair/typebox';
import {
  FIELD_MAX_FAILURES,
  FIELD_MAX_REMOTES,
  FIELD_MAX_VITAL,
  FIELD_MESSAGE_MAX_CHARS,
} from '../field-signal-limits';
import { REMOTE_NAMES } from '../routes';

/**
 * What the shell reports of one page view from a visitor's browser (the gateway's `POST /field`):
 * its vitals and failures, tagged with the route's pattern and the remote versions on the page, so a
 * release can be judged by what visitors meet. No personal data: no user, no query string, and error
 * messages are cut short and scrubbed in the browser and again on the gateway (api/field-signals.ts).
 */

const Remote = Type.Union(
  REMOTE_NAMES.map((name) => Type.Literal(name)),
  { description: 'A remote of the site' },
);
/** A release version (`npm run release`) or `build`, the remote's in-place build. */
const Version = Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$' });

export const FieldRemoteSchema = Type.Object({ remote: Remote, version: Version }, { additionalProperties: false });

/** One Core Web Vital as `web-vitals` measures it: LCP and INP in milliseconds, CLS unitless. */
export const FieldVitalSchema = Type.Object(
  {
    name: Type.Union([Type.Literal('LCP'), Type.Literal('INP'), Type.Literal('CLS')]),
    value: Type.Number({ minimum: 0, maximum: FIELD_MAX_VITAL }),
  },
  { additionalProperties: false },
);

/**
 * One failure on the page: an uncaught error or unhandled rejection (attributed to the remote whose
 * script threw, when its address says), a remote that could not be loaded, an area that fell back to
 * its error message, or a page the server could not render in full.
 */
export const FieldFailureSchema = Type.Object(
  {
    kind: Type.Union([
      Type.Literal('error'),
      Type.Literal('remote-load'),
      Type.Literal('boundary'),
      Type.Literal('render-fallback'),
    ]),
    remote: Type.Optional(Remote),
    message: Type.Optional(Type.String({ maxLength: FIELD_MESSAGE_MAX_CHARS })),
  },
  { additionalProperties: false },
);

export const FieldBeaconSchema = Type.Object(
  {
    /** The route's pattern (`/donation/:id`), never the address the visitor opened. */
    route: Type.String({ minLength: 1, maxLength: 100, pattern: '^/[A-Za-z0-9/:_*-]*$' }),
    remotes: Type.Array(FieldRemoteSchema, { maxItems: FIELD_MAX_REMOTES }),
    vitals: Type.Array(FieldVitalSchema, { maxItems: 3 }),
    failures: Type.Array(FieldFailureSchema, { maxItems: FIELD_MAX_FAILURES }),
  },
  { additionalProperties: false },
);
