/**
 * Runs `job` one at a time. A trigger while it runs asks for exactly one more run afterwards,
 * however many triggers come in meanwhile: five saves in a row cost at most two builds, and the
 * last run always starts after the last trigger.
 */
export function coalescingQueue(job: () => Promise<void>) {
  let running: Promise<void> | null = null;
  let again = false;

  const loop = async () => {
    do {
      again = false;
      try {
        await job();
      } catch (error) {
        console.error('Publishing failed:', error);
      }
    } while (again);
    running = null;
  };

  return {
    trigger() {
      if (running) again = true;
      else running = loop();
    },
    /** Resolves when no run is under way or asked for. */
    async idle() {
      while (running) await running;
    },
  };
}
