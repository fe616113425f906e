import { useCallback } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { paths, withNext } from '@yayasan/contracts';
import { notify } from '../notify';

/** `/signin?next=<this page>`: every "sign in to …" prompt brings the visitor back here. */
export function useSignInPath(authPath: string = paths.signIn): string {
  const { pathname, search, hash } = useLocation();
  return withNext(authPath, pathname + search + hash);
}

/** For pages that need a session: off to sign in, then back to this page. */
export function SignInRedirect() {
  return <Navigate to={useSignInPath()} replace />;
}

/** "Sign in first" as an error toast with a 'Masuk' link that comes back to this page (like, comment, reply). */
export function useSignInPrompt() {
  const to = useSignInPath();
  return useCallback(
    (message: string) =>
      notify.error(
        <>
          <span>{message}</span> <Link to={to}>Masuk</Link>
        </>,
      ),
    [to],
  );
}
