/**
 * Whether this visit's organisation list has confirmed the saved organisation (spec section 4, step 5). Until
 * startup has chosen it from the list, no call carries it: a saved organisation the user has left since would
 * reach the platform as a cross-tenant attempt. Startup opens the question before it asks for the list and closes
 * it with its choice; the request layer sends an empty x-bus-id while it is open.
 */
let awaitingList = false;
/** Once startup has chosen, the saved organisation is one of this visit's list: a later startup (a switch to another
 * organisation of that list) keeps sending it, so the pages still on screen meanwhile ask for their organisation. */
let chosenThisVisit = false;

export const orgConfirmation = {
  /** Startup is about to ask for the list: the saved organisation is not used until it has chosen. */
  open: () => {
    if (!chosenThisVisit) awaitingList = true;
  },
  /** Startup has chosen from the list (and saved its choice). */
  close: () => {
    awaitingList = false;
    chosenThisVisit = true;
  },
  pending: () => awaitingList,
};

/** The saved organisation when this visit's list has it (the user still belongs to it), else the list's first. */
export function chooseOrg(orgList: ReadonlyArray<{ busId: string }>, saved: string): string | undefined {
  if (saved && orgList.some((org) => org.busId === saved)) return saved;
  return orgList[0]?.busId;
}
