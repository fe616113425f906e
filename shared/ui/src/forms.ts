import { useActionState } from 'react';

/**
 * A text field's value from a form action's data ('' when the form has no such field). Forms on pages
 * rendered on the server use actions: React holds a submit made before hydration and replays it.
 */
export function formText(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * A form's action, and whether it is running (for its button): pass the action to `<form action>`.
 * Updates made while an action runs show when it ends, so its pending flag, not a request's, is what
 * the page can show at once.
 */
export function useFormAction(run: (data: FormData) => Promise<void> | void): [(data: FormData) => void, boolean] {
  const [, action, pending] = useActionState(async (_previous: null, data: FormData) => {
    await run(data);
    return null;
  }, null);
  return [action, pending];
}
