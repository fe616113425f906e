import { STEP_UP_CODE, STEP_UP_HEADER, SETUP_REQUIRED_CODE } from '@yayasan/validation';

/**
 * The step-up prompt: a money or power action answered 401 with `x-second-factor: step-up-required`
 * asks the person for a code (the one prompt the page mounts, shared/ui's SecondFactorPrompt), sends it
 * to POST /second-factor/check, keeps the fresh token and tries the action again. Where the browser
 * can, the prompt also offers the person's passkey, which answers the fresh token itself. Calls that
 * meet the rule at the same moment share one prompt.
 */

/**
 * What the prompt is asked: the server's message, why the last code was refused (if it was), and the
 * check with a passkey (options, the browser's dialog, verification) when the page offers one.
 */
export interface StepUpAsk {
  message: string;
  problem?: string;
  passkey?: () => Promise<CodeCheck>;
}

/** Shows the prompt; resolves with the code typed, the token a passkey gave, or null when closed. */
export type StepUpPrompt = (ask: StepUpAsk) => Promise<string | { token: string } | null>;

let prompt: StepUpPrompt | null = null;

/** Mounts the page's prompt (one at a time); returns the function that unmounts it. */
export function setStepUpPrompt(next: StepUpPrompt): () => void {
  prompt = next;
  return () => {
    if (prompt === next) prompt = null;
  };
}

/** Whether a 401 is the step-up rule's (a code will do) or an administrator's missing factor. */
export function secondFactorRefusal(response: Response | undefined): 'step-up' | 'setup' | null {
  const value = response?.headers.get(STEP_UP_HEADER);
  if (value === STEP_UP_CODE) return 'step-up';
  if (value === SETUP_REQUIRED_CODE) return 'setup';
  return null;
}

/** The check's outcome: a fresh token, or the server's reason for refusing the code. */
export type CodeCheck = { token: string } | { problem: string; status: number; final: boolean };

/** How the step-up ended: a fresh token, the person closed the prompt, or a refusal that ends it (lockout). */
export type StepUpResult = { token: string } | { cancelled: true } | { problem: string; status: number };

let running: Promise<StepUpResult> | null = null;

/**
 * Whether this browser can use passkeys: it has the WebAuthn API. Asked of the browser itself, not of
 * the WebAuthn library, which loads only when someone uses a passkey (most page views never do).
 */
export const supportsPasskeys = (): boolean => typeof globalThis.PublicKeyCredential === 'function';

/**
 * Asks for codes until one is accepted or the person gives up; a wrong code asks again with the
 * server's reason, a lockout ends it. Concurrent callers wait for the same outcome.
 */
export function stepUp(
  message: string,
  check: (code: string) => Promise<CodeCheck>,
  passkey?: () => Promise<CodeCheck>,
): Promise<StepUpResult> {
  running ??= (async (): Promise<StepUpResult> => {
    try {
      let problem: string | undefined;
      for (;;) {
        if (!prompt) return { cancelled: true };
        const code = await prompt({ message, problem, passkey });
        if (code === null) return { cancelled: true };
        if (typeof code !== 'string') return code;
        const outcome = await check(code);
        if ('token' in outcome) return outcome;
        if (outcome.final) return { problem: outcome.problem, status: outcome.status };
        problem = outcome.problem;
      }
    } finally {
      running = null;
    }
  })();
  return running;
}
