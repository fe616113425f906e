import { STEP_UP_CODE, STEP_UP_HEADER, SETUP_REQUIRED_CODE } from '@yayasan/validation';

/**
 * The step-up prompt: a money or power action answered 401 with `x-second-factor: step-up-required`
 * asks the person for a code (the one prompt the page mounts, shared/ui's SecondFactorPrompt), sends it
 * to POST /second-factor/check, keeps the fresh token and tries the action again. Calls that meet the
 * rule at the same moment share one prompt.
 */

/** What the prompt is asked: the server's message, and why the last code was refused (if it was). */
export interface StepUpAsk {
  message: string;
  problem?: string;
}

/** Shows the prompt; resolves with the code typed, or null when the person closes it. */
export type StepUpPrompt = (ask: StepUpAsk) => Promise<string | null>;

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
 * Asks for codes until one is accepted or the person gives up; a wrong code asks again with the
 * server's reason, a lockout ends it. Concurrent callers wait for the same outcome.
 */
export function stepUp(message: string, check: (code: string) => Promise<CodeCheck>): Promise<StepUpResult> {
  running ??= (async (): Promise<StepUpResult> => {
    try {
      let problem: string | undefined;
      for (;;) {
        if (!prompt) return { cancelled: true };
        const code = await prompt({ message, problem });
        if (code === null) return { cancelled: true };
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
