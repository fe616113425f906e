import { Fragment, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { render } from '@react-email/render';

/**
 * The HTML part of the site's mails, rendered from React components (the same React as the site) by
 * react-email: text and attribute values are escaped by React, so no template escapes by hand. Each
 * mail keeps its plain-text part beside it, composed from the same values.
 */
export const renderMailHtml = (mail: ReactElement): Promise<string> => render(mail);

const body: CSSProperties = {
  fontFamily: 'Arial, Helvetica, sans-serif',
  fontSize: '15px',
  lineHeight: 1.5,
  color: '#1f2328',
};

/** The page every mail is: Indonesian, plain, readable on a phone, with nothing loaded from elsewhere. */
export function MailPage({ children }: { children: ReactNode }) {
  return (
    <html lang="id">
      <head>
        <meta httpEquiv="Content-Type" content="text/html; charset=UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </head>
      <body style={body}>{children}</body>
    </html>
  );
}

/** "Halo <name>," at the top of a mail. */
export const Greeting = ({ name }: { name: string }) => <p>Halo {name},</p>;

/** Label and value rows (amount, programme, deadline…), listed the same way in the plain-text part. */
export function DetailRows({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <table>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th align="left">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** "Salam hangat," and the sender's name, at the end of a mail. */
export function SignOff({ sender }: { sender: string }) {
  return (
    <p>
      Salam hangat,
      <br />
      {sender}
    </p>
  );
}

/** Text kept line by line (a news post as its author wrote it). */
export function Lines({ text }: { text: string }) {
  const lines = text.split('\n');
  return (
    <p>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </p>
  );
}
