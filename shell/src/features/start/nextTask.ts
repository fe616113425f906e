/** Resolves in a task of its own: what follows does not lengthen the task that awaited it. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
