/**
 * A function a lower module needs from a module above it (auth needs employees' contact lookup, but
 * employees builds on auth). The lower module defines the hook and exports it from its index.ts; the
 * module that owns the answer provides it from its own index.ts, which imports the lower one first, so
 * the hook exists before it is provided whatever the load order.
 */
export type Hook<F extends (...args: never[]) => unknown> = {
  readonly name: string;
  provide: (implementation: F) => void;
  call: (...args: Parameters<F>) => ReturnType<F>;
};

/** `fallback` answers while nothing provides the hook (a module that may be absent); without one, a call throws. */
export function defineHook<F extends (...args: never[]) => unknown>(name: string, fallback?: F): Hook<F> {
  let implementation: F | undefined;
  return {
    name,
    provide(next) {
      implementation = next;
    },
    call(...args) {
      const run = implementation ?? fallback;
      if (!run) throw new Error(`Nothing provides the hook ${name}; its module's index.ts was not loaded.`);
      return run(...args) as ReturnType<F>;
    },
  };
}
