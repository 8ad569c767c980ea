/**
 * What must stop when this tab's session ends (Log Out, another tab's logout or new session, an organisation
 * switch elsewhere): parts loaded later (the live alarm stream) register here, the session code runs them.
 */

type Closer = () => void;
const closers = new Set<Closer>();

/** Registers `close` until the returned function is called. */
export function onSessionEnd(close: Closer): () => void {
  closers.add(close);
  return () => {
    closers.delete(close);
  };
}

/** Runs every registered closer once; one that throws does not keep the others from running. */
export function endSessionHere() {
  const all = [...closers];
  closers.clear();
  all.forEach((close) => {
    try {
      close();
    } catch {
      // the session ends whatever a part says
    }
  });
}
